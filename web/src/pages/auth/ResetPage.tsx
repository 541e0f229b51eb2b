import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { resetSchema } from '#shared/schemas.ts';
import { authApi, describeAuthError } from '../../api/auth-client.ts';
import { notifyError, notifySuccess } from '../../components/toast.tsx';
import { AUTH_FIELDS, AuthForm, PASSWORD_HINT } from './AuthForm.tsx';
import { AuthCard } from './AuthLayout.tsx';
import { linkClasses, loginPath } from './links.ts';

export function ResetPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const onSubmit = async (values: z.output<typeof resetSchema>) => {
    try {
      await authApi.reset(values);
      notifySuccess('Password reset', 'Log in with your new password');
      navigate(loginPath(values.username));
    } catch (error) {
      const { name, message } = describeAuthError(error);
      if (name === 'ExpiredCodeException')
        notifyError('Reset code expired', 'Request a new code and try again');
      else notifyError('Failed to reset password', message);
    }
  };

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
      <AuthForm
        schema={resetSchema}
        defaultValues={{
          username: searchParams.get('user') ?? '',
          code: '',
          password: '',
          confirmedPassword: '',
        }}
        fields={[
          AUTH_FIELDS.username,
          AUTH_FIELDS.code,
          {
            name: 'password',
            label: 'New Password',
            type: 'password',
            autoComplete: 'new-password',
            hint: PASSWORD_HINT,
          },
          {
            name: 'confirmedPassword',
            label: 'Confirm Password',
            type: 'password',
            autoComplete: 'new-password',
          },
        ]}
        submitLabel="Submit"
        onSubmit={onSubmit}
      />
    </AuthCard>
  );
}
