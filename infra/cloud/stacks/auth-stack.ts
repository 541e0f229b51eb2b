/** Auth: the Cognito user pool and the app client the API's /api/auth/* routes use (USER_PASSWORD_AUTH). */
import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  UserPool,
  type UserPoolClient,
  VerificationEmailStyle,
} from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import type { StageConfig } from '../stage.ts';

export class AuthStack extends Stack {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;

  constructor(scope: Construct, id: string, props: StackProps & { config: StageConfig }) {
    super(scope, id, props);
    const { config } = props;
    this.userPool = new UserPool(this, 'Users', {
      userPoolName: `atrium-${config.stage}`,
      selfSignUpEnabled: true,
      // Sign-in by username; the e-mail is verified with a code (spec product.md §2, §5).
      signInAliases: { username: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      userVerification: { emailStyle: VerificationEmailStyle.CODE },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      passwordPolicy: {
        minLength: 8,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
        tempPasswordValidity: Duration.days(7),
      },
      featurePlan: FeaturePlan.ESSENTIALS,
      deletionProtection: config.protectData,
      removalPolicy: config.protectData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    this.client = this.userPool.addClient('WebClient', {
      userPoolClientName: 'atrium-web',
      generateSecret: false,
      authFlows: { userPassword: true },
      refreshTokenValidity: Duration.days(30),
      idTokenValidity: Duration.hours(1),
      accessTokenValidity: Duration.hours(1),
      enableTokenRevocation: true,
      // The app answers with Cognito's own error names (UserNotFound, UsernameExists, …), as the spec's
      // messages need; sign-up reveals existing usernames anyway.
      preventUserExistenceErrors: false,
    });
    new CfnOutput(this, 'UserPoolId', { value: this.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.client.userPoolClientId });

    Validations.of(this.userPool).acknowledge(
      {
        id: 'AwsSolutions-COG2',
        reason: 'The spec signs in with username and password plus e-mail codes; it has no MFA step.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason: 'The Plus plan (threat protection) costs per active user; the HTTP API throttles auth calls.',
      },
    );
  }
}
