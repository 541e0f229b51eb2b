import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { accountNameSchema, confirmCodeSchema } from '#shared/schemas.ts';
import { authApi, describeAuthError } from '../../api/auth-client.ts';
import { notifyError, notifySuccess } from '../../components/toast.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { AUTH_FIELDS, AuthForm } from './AuthForm.tsx';
import { AuthCard } from './AuthLayout.tsx';
import { linkClasses, loginPath } from './links.ts';

type CodeForm = UseFormReturn<
  { username: string; code: string },
  unknown,
  { username: string; code: string }
>;

export function CodePage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [resending, setResending] = useState(false);
  const onSubmit = async (values: { username: string; code: string }) => {
    try {
      await authApi.confirmCode(values);
      notifySuccess('Email confirmed', 'You can now log in');
      navigate(loginPath(values.username));
    } catch (error) {
      const { name, message } = describeAuthError(error);
      if (name === 'ExpiredCodeException') {
        notifyError('Email confirmation code expired', 'Use Resend code to get a new one');
      } else if (name === 'NotAuthorizedException') {
        notifyError('Email already confirmed', 'Log in with your username and password');
        navigate(loginPath(values.username));
      } else {
        notifyError('Failed to send code', message);
      }
    }
  };

  async function resend({ getValues, setError, clearErrors }: CodeForm) {
    // Resending needs only the username, so validate that field alone.
    const parsed = accountNameSchema.safeParse({ username: getValues('username') });
    if (!parsed.success) {
      setError('username', { message: parsed.error.issues[0]?.message });
      return;
    }
    clearErrors('username');
    setResending(true);
    try {
      const { email } = await authApi.resendCode(parsed.data);
      notifySuccess('Code sent', email ? `Check ${email}` : undefined);
    } catch (error) {
      const { name, message } = describeAuthError(error);
      if (name === 'LimitExceededException')
        notifyError('Exceed email quota for sending code', 'Please try again later');
      else notifyError('Failed to send code', message);
    } finally {
      setResending(false);
    }
  }

  return (
    <AuthCard
      title="Confirm your email"
      subtitle="Enter the 6-character code we e-mailed you."
      footer={
        <Link to="/auth/login" className={linkClasses}>
          Back to login
        </Link>
      }
    >
      <AuthForm
        schema={confirmCodeSchema}
        defaultValues={{ username: searchParams.get('user') ?? '', code: '' }}
        fields={[AUTH_FIELDS.username, AUTH_FIELDS.code]}
        submitLabel="Submit"
        onSubmit={onSubmit}
        secondary={(form) => (
          <Button
            variant="secondary"
            className="w-full"
            loading={resending}
            onClick={() => void resend(form)}
          >
            Resend code
          </Button>
        )}
      />
    </AuthCard>
  );
}
