import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { aboutSchema, LIMITS } from '#shared/schemas.ts';
import { CharacterCount } from '../../components/CharacterCount.tsx';
import { SaveForm } from '../../components/SaveForm.tsx';
import { TextAreaField } from '../../components/ui/TextField.tsx';
import { useSaveForm } from '../../components/use-save-form.ts';

const aboutFormSchema = z.object({ about: aboutSchema });

interface PropertyAboutFormProps {
  about: string;
  onSubmit: (about: string) => Promise<boolean>;
}

export function PropertyAboutForm({ about, onSubmit }: PropertyAboutFormProps) {
  const form = useSaveForm(aboutFormSchema, { about }, (values) => onSubmit(values.about));
  const { register, control } = form;
  const { errors } = form.formState;
  const text = useWatch({ control, name: 'about' });

  return (
    <SaveForm form={form} testId="property-about-form">
      <TextAreaField
        label="About"
        rows={7}
        placeholder="What makes this property special?"
        error={errors.about?.message}
        hint={<CharacterCount length={text.length} max={LIMITS.aboutMax} />}
        {...register('about')}
      />
    </SaveForm>
  );
}
