import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LIMITS, resetSchema } from '#shared/schemas.ts';
import { authApi, describeAuthError } from '../../api/auth-client.ts';
import { notifyError, notifySuccess } from '../../components/toast.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { AuthCard } from './AuthLayout.tsx';
import { linkClasses } from './links.ts';

export function ResetPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(resetSchema),
    defaultValues: {
      username: searchParams.get('user') ?? '',
      code: '',
      password: '',
      confirmedPassword: '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await authApi.reset(values);
      notifySuccess('Password reset', 'Log in with your new password');
      navigate('/auth/login');
    } catch (error) {
      const { name, message } = describeAuthError(error);
      if (name === 'ExpiredCodeException')
        notifyError('Reset code expired', 'Request a new code and try again');
      else notifyError('Failed to reset password', message);
    }
  });

  return (
    <AuthCard
      title="Set a new password"
      subtitle="Enter the code we e-mailed you and choose a new password."
      footer={
        <>
          Didn&apos;t get a code?{' '}
          <Link to="/auth/forgot" className={linkClasses}>
            Send it again
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <TextField
          label="Username"
          autoComplete="username"
          error={errors.username?.message}
          {...register('username')}
        />
        <TextField
          label="Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          error={errors.code?.message}
          {...register('code')}
        />
        <TextField
          label="New Password"
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          hint={`At least ${LIMITS.passwordMin} characters, with a lowercase and an uppercase letter, a digit and a special character.`}
          {...register('password')}
        />
        <TextField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmedPassword?.message}
          {...register('confirmedPassword')}
        />
        <Button type="submit" loading={isSubmitting} className="mt-1 w-full">
          Submit
        </Button>
      </form>
    </AuthCard>
  );
}
