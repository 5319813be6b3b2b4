import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The test files that drive a browser or whole projects: each takes from ten seconds
 * to half a minute, however short its source.
 */
const slowFiles = [/^test\/browser\//, /^test\/(package-install|dev-versus-build|starters|lighthouse)\.test\.ts$/];

/**
 * Runs the slow files first when no earlier run timed them. Vitest orders files by the
 * durations of the last run when it has them, and by size otherwise, as in CI after a
 * clean install: a browser test's file is short, so the contrast sweeps came last and
 * held one worker alone for their last 20 seconds while the other had nothing left.
 */
export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const timed = sorted.some((file) => this.ctx.cache.getFileTestResults(this.keyOf(file)) !== undefined);
    if (timed) return sorted;
    const isSlow = (file: TestSpecification) => slowFiles.some((pattern) => pattern.test(this.pathOf(file)));
    return [...sorted.filter(isSlow), ...sorted.filter((file) => !isSlow(file))];
  }

  private pathOf(file: TestSpecification): string {
    return relative(this.ctx.config.root, file.moduleId).split('\\').join('/');
  }

  private keyOf(file: TestSpecification): string {
    return `${file.project.name}:${relative(this.ctx.config.root, file.moduleId)}`;
  }
}
