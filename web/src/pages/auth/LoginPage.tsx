import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { loginSchema } from '#shared/schemas.ts';
import { authApi, describeAuthError } from '../../api/auth-client.ts';
import { saveToken } from '../../auth/session.ts';
import { dismissAllToasts, notifyError } from '../../components/toast.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { AuthCard } from './AuthLayout.tsx';
import { codePath, linkClasses } from './links.ts';

/** Where the guard sent the user from, so that login brings them back there. */
function redirectTarget(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('/auth') ? from : '/';
}

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(loginSchema), defaultValues: { username: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { Authorization } = await authApi.login(values);
      saveToken(Authorization);
      // Nothing cached for a previous session may show up in this one.
      queryClient.clear();
      dismissAllToasts();
      navigate(redirectTarget(location.state), { replace: true });
    } catch (error) {
      const { name, message } = describeAuthError(error);
      if (name === 'UserNotConfirmedException') {
        notifyError('Failed to login', 'Email needs to be confirmed');
        navigate(codePath(values.username));
        return;
      }
      notifyError(
        'Failed to login',
        name === 'NotAuthorizedException' ? 'Incorrect user name or password' : message,
      );
    }
  });

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Sign in to manage your properties and projects."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to="/auth/signup" className={linkClasses}>
            Sign up
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
        <div className="flex flex-col gap-2">
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <Link to="/auth/forgot" className={`self-end text-sm ${linkClasses}`}>
            Forgot password?
          </Link>
        </div>
        <Button type="submit" loading={isSubmitting} className="mt-1 w-full">
          Login
        </Button>
      </form>
    </AuthCard>
  );
}
