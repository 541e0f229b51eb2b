import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { aboutSchema, LIMITS } from '#shared/schemas.ts';
import { CharacterCount } from '../../components/CharacterCount.tsx';
import { FormActions } from '../../components/FormActions.tsx';
import { TextAreaField } from '../../components/ui/TextField.tsx';
import { useSaveForm } from '../../components/use-save-form.ts';

const aboutFormSchema = z.object({ about: aboutSchema });

interface PropertyAboutFormProps {
  about: string;
  onSubmit: (about: string) => Promise<boolean>;
}

export function PropertyAboutForm({ about, onSubmit }: PropertyAboutFormProps) {
  const {
    register,
    control,
    submit,
    reset,
    formState: { errors, isSubmitting },
  } = useSaveForm(aboutFormSchema, { about }, (values) => onSubmit(values.about));
  const text = useWatch({ control, name: 'about' });

  return (
    <form noValidate onSubmit={submit} data-testid="property-about-form" className="flex flex-col gap-5">
      <TextAreaField
        label="About"
        rows={7}
        placeholder="What makes this property special?"
        error={errors.about?.message}
        hint={<CharacterCount length={text.length} max={LIMITS.aboutMax} />}
        {...register('about')}
      />
      <FormActions onReset={() => reset()} submitting={isSubmitting} />
    </form>
  );
}
