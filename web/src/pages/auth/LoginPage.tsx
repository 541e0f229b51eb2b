import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { loginSchema } from '#shared/schemas.ts';
import { authApi, describeAuthError } from '../../api/auth-client.ts';
import { saveToken } from '../../auth/session.ts';
import { dismissAllToasts, notifyError } from '../../components/toast.tsx';
import { AUTH_FIELDS, AuthForm } from './AuthForm.tsx';
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
  // The code and reset pages send the user here with their username (links.ts loginPath).
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const onSubmit = async (values: { username: string; password: string }) => {
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
  };

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
      <AuthForm
        schema={loginSchema}
        defaultValues={{ username: searchParams.get('user') ?? '', password: '' }}
        fields={[
          AUTH_FIELDS.username,
          {
            name: 'password',
            label: 'Password',
            type: 'password',
            autoComplete: 'current-password',
            below: (
              <Link to="/auth/forgot" className={`self-end text-sm ${linkClasses}`}>
                Forgot password?
              </Link>
            ),
          },
        ]}
        submitLabel="Login"
        onSubmit={onSubmit}
      />
    </AuthCard>
  );
}
