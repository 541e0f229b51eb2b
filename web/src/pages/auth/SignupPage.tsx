import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { LIMITS, signupSchema } from '#shared/schemas.ts';
import { authApi, describeAuthError } from '../../api/auth-client.ts';
import { notifyError, notifySuccess } from '../../components/toast.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { AuthCard } from './AuthLayout.tsx';
import { codePath, linkClasses } from './links.ts';

export function SignupPage() {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(signupSchema),
    defaultValues: { email: '', username: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { username, destination } = await authApi.signup(values);
      notifySuccess('Verification code sent', destination ? `Check ${destination}` : undefined);
      navigate(codePath(username || values.username));
    } catch (error) {
      const { name, message } = describeAuthError(error);
      if (message.startsWith('User already exists') || name === 'UsernameExistsException') {
        notifyError('User already exists', 'Use login form instead');
        navigate('/auth/login');
        return;
      }
      notifyError('Sign up failed', message);
    }
  });

  return (
    <AuthCard
      title="Create your account"
      subtitle="Start managing properties and projects in minutes."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/auth/login" className={linkClasses}>
            Login
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Username"
          autoComplete="username"
          error={errors.username?.message}
          {...register('username')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          hint={`At least ${LIMITS.passwordMin} characters, with a lowercase and an uppercase letter, a digit and a special character.`}
          {...register('password')}
        />
        <Button type="submit" loading={isSubmitting} className="mt-1 w-full">
          Sign Up
        </Button>
      </form>
    </AuthCard>
  );
}
