import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { forgotSchema } from '#shared/schemas.ts';
import { authApi, describeAuthError } from '../../api/auth-client.ts';
import { notifyError, notifySuccess } from '../../components/toast.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { AuthCard } from './AuthLayout.tsx';
import { linkClasses, resetPath } from './links.ts';

export function ForgotPage() {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(forgotSchema), defaultValues: { username: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { email } = await authApi.forgot(values);
      notifySuccess('Reset code sent', email ? `Check ${email}` : undefined);
      navigate(resetPath(values.username));
    } catch (error) {
      notifyError('Failed to send reset code', describeAuthError(error).message);
    }
  });

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter your username and we will e-mail you a code to reset it."
      footer={
        <Link to="/auth/login" className={linkClasses}>
          Back to login
        </Link>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <TextField
          label="Username"
          autoComplete="username"
          error={errors.username?.message}
          {...register('username')}
        />
        <Button type="submit" loading={isSubmitting} className="mt-1 w-full">
          Submit
        </Button>
      </form>
    </AuthCard>
  );
}
