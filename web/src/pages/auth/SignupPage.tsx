import { Link, useNavigate } from 'react-router';
import { signupSchema } from '#shared/schemas.ts';
import { authApi, describeAuthError } from '../../api/auth-client.ts';
import { notifyError, notifySuccess } from '../../components/toast.tsx';
import { AUTH_FIELDS, AuthForm, PASSWORD_HINT } from './AuthForm.tsx';
import { AuthCard } from './AuthLayout.tsx';
import { codePath, linkClasses } from './links.ts';

export function SignupPage() {
  const navigate = useNavigate();
  const onSubmit = async (values: { email: string; username: string; password: string }) => {
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
  };

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
      <AuthForm
        schema={signupSchema}
        defaultValues={{ email: '', username: '', password: '' }}
        fields={[
          AUTH_FIELDS.email,
          AUTH_FIELDS.username,
          {
            name: 'password',
            label: 'Password',
            type: 'password',
            autoComplete: 'new-password',
            hint: PASSWORD_HINT,
          },
        ]}
        submitLabel="Sign Up"
        onSubmit={onSubmit}
      />
    </AuthCard>
  );
}
