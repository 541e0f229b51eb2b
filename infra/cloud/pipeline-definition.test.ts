/**
 * The one state-machine definition (infra/pipeline/build-tour.asl.json), checked as both runners read
 * it: JSONPath only, every path ends, every step has a timeout and a way to the failure state.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUILD_DEFINITION_FILE } from './stacks/build-stack.ts';

interface State {
  Type: string;
  Resource?: string;
  Next?: string;
  End?: boolean;
  TimeoutSeconds?: number;
  Parameters?: Record<string, unknown>;
  Catch?: { ErrorEquals: string[]; Next: string; ResultPath?: string }[];
}
const text = readFileSync(BUILD_DEFINITION_FILE, 'utf8');
const definition = JSON.parse(text) as {
  StartAt: string;
  QueryLanguage: string;
  States: Record<string, State>;
};
const states = definition.States;

function successors(state: State): string[] {
  return [state.Next, ...(state.Catch ?? []).map((c) => c.Next)].filter((n): n is string => Boolean(n));
}

describe('build-tour.asl.json', () => {
  it('uses JSONPath only, as the local runner (aws-local-stepfunctions) requires', () => {
    expect(definition.QueryLanguage).toBe('JSONPath');
    const jsonataOnly = new Set(['Arguments', 'Assign', 'Output', 'QueryLanguage']);
    const walk = (value: unknown, path: string): void => {
      if (typeof value === 'string') expect(value.startsWith('{%'), path).toBe(false);
      else if (value && typeof value === 'object')
        for (const [key, child] of Object.entries(value)) {
          if (path !== '$') expect(jsonataOnly.has(key), `${path}.${key}`).toBe(false);
          walk(child, `${path}.${key}`);
        }
    };
    walk(definition, '$');
  });

  it('reaches every state from the start, and every path ends in Succeed or Fail', () => {
    const seen = new Set<string>();
    const visit = (name: string) => {
      if (seen.has(name)) return;
      const state = states[name];
      expect(state, `state ${name}`).toBeDefined();
      seen.add(name);
      successors(state as State).forEach(visit);
    };
    visit(definition.StartAt);
    expect([...seen].sort()).toEqual(Object.keys(states).sort());
    for (const [name, state] of Object.entries(states))
      if (successors(state).length === 0) expect(['Succeed', 'Fail'], name).toContain(state.Type);
  });

  it('gives every task a timeout and a catch-all to RecordFailure, so no task stays stuck', () => {
    for (const [name, state] of Object.entries(states).filter(([, s]) => s.Type === 'Task')) {
      expect(state.TimeoutSeconds, name).toBeGreaterThan(0);
      const catchAll = state.Catch?.find((c) => c.ErrorEquals.includes('States.ALL'));
      expect(catchAll?.Next, name).toBe(name === 'RecordFailure' ? 'BuildFailed' : 'RecordFailure');
    }
    expect(states.RecordFailure?.Next).toBe('BuildFailed');
    expect(states.BuildFailed?.Type).toBe('Fail');
  });

  it('moves the task new → waiting → starting → (building, by the worker) → completed', () => {
    const path: string[] = [];
    for (let name: string | undefined = definition.StartAt; name; name = states[name]?.Next) path.push(name);
    expect(path).toEqual([
      'MarkWaiting',
      'MarkStarting',
      'RunBuildWorker',
      'MarkCompleted',
      'BuildSucceeded',
    ]);
    const recorded = path.map((name) => states[name]?.Parameters?.buildState).filter(Boolean);
    expect(recorded).toEqual(['waiting', 'starting', 'completed']);
    for (const name of ['MarkWaiting', 'MarkStarting', 'MarkCompleted', 'RecordFailure'])
      expect(states[name]?.Parameters?.['executionId.$'], name).toBe('$$.Execution.Id');
  });

  it('runs the GPU worker as an ECS task and waits for it (.sync), telling it which task to build', () => {
    const run = states.RunBuildWorker as State;
    expect(run.Resource).toBe('arn:aws:states:::ecs:runTask.sync');
    expect(run.TimeoutSeconds).toBe(4 * 60 * 60);
    const parameters = JSON.stringify(run.Parameters);
    for (const env of [
      'ATRIUM_TASK_USERNAME',
      'ATRIUM_TASK_PROPERTY_ID',
      'ATRIUM_TASK_CREATED_AT',
      'ATRIUM_EXECUTION_ID',
    ])
      expect(parameters).toContain(env);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a definitionSubstitutions placeholder, not a template.
    expect(parameters).toContain('${GpuCapacityProviderName}');
  });
});
