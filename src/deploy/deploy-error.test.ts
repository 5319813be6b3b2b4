import { describe, expect, it } from 'vitest';
import { DeployError, describeDeployError } from './deploy-error.ts';

describe('describeDeployError', () => {
  it('prints the message of an expected failure', () => {
    expect(describeDeployError(new DeployError('folder dist does not exist'))).toBe('Deploy failed: folder dist does not exist');
  });

  it('prints the stack of anything else, a bug worth reporting', () => {
    const bug = new TypeError('x is undefined');
    expect(describeDeployError(bug)).toBe(`Deploy failed: ${bug.stack}`);
    expect(describeDeployError(42)).toBe('Deploy failed: 42');
  });
});
