import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { aboutSchema, LIMITS } from '#shared/schemas.ts';
import { CharacterCount } from '../../components/CharacterCount.tsx';
import { FormActions } from '../../components/FormActions.tsx';
import { TextAreaField } from '../../components/ui/TextField.tsx';

const aboutFormSchema = z.object({ about: aboutSchema });

interface PropertyAboutFormProps {
  about: string;
  onSubmit: (about: string) => Promise<boolean>;
}

export function PropertyAboutForm({ about, onSubmit }: PropertyAboutFormProps) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(aboutFormSchema), defaultValues: { about } });
  const text = useWatch({ control, name: 'about' });

  const submit = handleSubmit(async (values) => {
    if (await onSubmit(values.about)) reset(values);
  });

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
