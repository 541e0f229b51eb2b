/** Small readers for synthesised CloudFormation: resources by type, IAM statements, tokens as text. */
import type { Template } from 'aws-cdk-lib/assertions';

/** Synthesised CloudFormation is untyped JSON; tests read it by the names CloudFormation documents. */
// biome-ignore lint/suspicious/noExplicitAny: CloudFormation templates have no static types.
export type Cfn = any;

export type Resource = { Type: string; Properties: Record<string, Cfn>; DeletionPolicy?: string };
export type Statement = { Effect: string; Action: string | string[]; Resource: unknown; Condition?: unknown };

export function resources(template: Template, type: string): [string, Resource][] {
  return Object.entries(template.findResources(type)) as [string, Resource][];
}

export function only(template: Template, type: string): Resource {
  const found = resources(template, type);
  if (found.length !== 1) throw new Error(`expected one ${type}, found ${found.length}`);
  return (found[0] as [string, Resource])[1];
}

/** Renders intrinsic functions as readable text: {Ref: X} → <X>, Fn::Join joined, GetAtt → <X.Attr>. */
export function render(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(render).join(',');
  if (value && typeof value === 'object') {
    const v = value as Record<string, Cfn>;
    if ('Ref' in v) return `<${v.Ref}>`;
    if ('Fn::GetAtt' in v) return `<${v['Fn::GetAtt'].join('.')}>`;
    if ('Fn::Join' in v) return (v['Fn::Join'][1] as unknown[]).map(render).join(v['Fn::Join'][0]);
    if ('Fn::GetStackOutput' in v)
      return `<${v['Fn::GetStackOutput'].StackName}:${v['Fn::GetStackOutput'].OutputName}>`;
    if ('Fn::ImportValue' in v) return `<import:${render(v['Fn::ImportValue'])}>`;
    if ('Fn::Select' in v) return `<select:${render(v['Fn::Select'][1])}>`;
    if ('Fn::Split' in v) return `<split:${render(v['Fn::Split'][1])}>`;
  }
  return JSON.stringify(value);
}

/** Every statement of the IAM policies attached to one role (by logical id). */
export function statementsOfRole(template: Template, roleId: string): Statement[] {
  return resources(template, 'AWS::IAM::Policy')
    .filter(([, policy]) => (policy.Properties.Roles as unknown[]).some((r) => render(r) === `<${roleId}>`))
    .flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement as Statement[]);
}

export const actionsOf = (s: Statement) => (Array.isArray(s.Action) ? s.Action : [s.Action]);
export const resourcesOf = (s: Statement) =>
  (Array.isArray(s.Resource) ? s.Resource : [s.Resource]).map(render);

/** The logical id of the role a Lambda function (Role) or state machine (RoleArn) runs with. */
export function roleOf(resource: Resource): string {
  return render(resource.Properties.Role ?? resource.Properties.RoleArn).replace(/^<|\.Arn>$/g, '');
}
