import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { LIMITS, type ProjectFormInput, projectFormSchema } from '#shared/schemas.ts';
import { useTRPC } from '../../api/trpc.ts';
import { CharacterCount } from '../../components/CharacterCount.tsx';
import { SaveForm } from '../../components/SaveForm.tsx';
import { FormField } from '../../components/ui/FormField.tsx';
import { controlClasses } from '../../components/ui/Input.tsx';
import { TextAreaField, TextField } from '../../components/ui/TextField.tsx';
import { type EditFormProps, useSaveForm } from '../../components/use-save-form.ts';
import { propertyName } from '../../lib/format.ts';

/**
 * Project Name and Description, and the optional Venue (one of the user's properties) and Event date
 * that a floor plan's title block carries; used to create a project and to edit it.
 */
export function ProjectForm({ defaultValues, onSubmit, testId }: EditFormProps<ProjectFormInput>) {
  const form = useSaveForm(projectFormSchema, defaultValues, onSubmit);
  const { register, control } = form;
  const { errors } = form.formState;
  const about = useWatch({ control, name: 'about' });
  const trpc = useTRPC();
  const properties = useQuery(trpc.listProperties.queryOptions());

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
      <FormField
        label="Venue"
        error={errors.venueId?.message}
        hint="The property the event takes place in: its address goes on the floor plan"
      >
        {(field) => (
          <select className={controlClasses} {...field} {...register('venueId')}>
            <option value="">No venue</option>
            {(properties.data?.data ?? []).map((property) => (
              <option key={property.propertyId} value={property.propertyId}>
                {propertyName(property)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <TextField
        label="Event date"
        type="date"
        error={errors.eventDate?.message}
        {...register('eventDate')}
      />
    </SaveForm>
  );
}
