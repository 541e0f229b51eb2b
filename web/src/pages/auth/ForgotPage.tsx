import { Link, useNavigate } from 'react-router';
import { accountNameSchema } from '#shared/schemas.ts';
import { authApi, describeAuthError } from '../../api/auth-client.ts';
import { notifyError, notifySuccess } from '../../components/toast.tsx';
import { AUTH_FIELDS, AuthForm } from './AuthForm.tsx';
import { AuthCard } from './AuthLayout.tsx';
import { linkClasses, resetPath } from './links.ts';

export function ForgotPage() {
  const navigate = useNavigate();
  const onSubmit = async (values: { username: string }) => {
    try {
      const { email } = await authApi.forgot(values);
      notifySuccess('Reset code sent', email ? `Check ${email}` : undefined);
      navigate(resetPath(values.username));
    } catch (error) {
      notifyError('Failed to send reset code', describeAuthError(error).message);
    }
  };

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
      <AuthForm
        schema={accountNameSchema}
        defaultValues={{ username: '' }}
        fields={[AUTH_FIELDS.username]}
        submitLabel="Submit"
        onSubmit={onSubmit}
      />
    </AuthCard>
  );
}
