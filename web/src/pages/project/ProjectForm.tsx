import { useWatch } from 'react-hook-form';
import { LIMITS, type ProjectFormInput, projectFormSchema } from '#shared/schemas.ts';
import { CharacterCount } from '../../components/CharacterCount.tsx';
import { SaveForm } from '../../components/SaveForm.tsx';
import { TextAreaField, TextField } from '../../components/ui/TextField.tsx';
import { type EditFormProps, useSaveForm } from '../../components/use-save-form.ts';

/** Project Name and Description; used to create a project and to edit it. */
export function ProjectForm({ defaultValues, onSubmit, testId }: EditFormProps<ProjectFormInput>) {
  const form = useSaveForm(projectFormSchema, defaultValues, onSubmit);
  const { register, control } = form;
  const { errors } = form.formState;
  const about = useWatch({ control, name: 'about' });

  return (
    <SaveForm form={form} testId={testId}>
      <TextField label="Project Name" error={errors.name?.message} {...register('name')} />
      <TextAreaField
        label="Description"
        rows={6}
        placeholder="What is this project about?"
        error={errors.about?.message}
        hint={<CharacterCount length={about.length} max={LIMITS.aboutMax} />}
        {...register('about')}
      />
    </SaveForm>
  );
}
