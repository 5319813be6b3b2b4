import { beforeAll, describe, expect, it } from 'vitest';
import { HtmlValidate } from 'html-validate';
import { type BuiltSite } from './support/built-site.ts';
import { sharedSite } from './support/shared-site.ts';
import { htmlValidateConfig } from '../src/check/html-rules.ts';

let site: BuiltSite;
beforeAll(async () => {
  site = await sharedSite();
});

describe('html-validate', () => {
  it('finds zero errors on every generated page', async () => {
    const validator = new HtmlValidate(htmlValidateConfig);
    const problems: string[] = [];
    for (const file of site.htmlFiles) {
      const report = await validator.validateString(await site.read(file), file);
      for (const message of report.results.flatMap((result) => result.messages)) {
        problems.push(`${file}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`);
      }
    }
    expect(site.htmlFiles.length).toBeGreaterThan(25);
    expect(problems).toEqual([]);
  });

  it('refuses inline styles: highlighted code is coloured through classes, so no page needs one', async () => {
    const report = await new HtmlValidate(htmlValidateConfig).validateString(
      '<!DOCTYPE html><html lang="en"><head><title>T</title></head><body><p style="color:red">x</p></body></html>',
    );
    expect(report.results.flatMap((result) => result.messages.map((message) => message.ruleId))).toEqual(['no-inline-style']);
  });
});
