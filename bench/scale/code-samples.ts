import type { SeededRandom } from '../../test/support/seeded-random.ts';

export const codeLanguages = ['java', 'yaml', 'json', 'sql', 'bash'] as const;
export type CodeLanguage = (typeof codeLanguages)[number];

const entities = [
  'Order',
  'Patient',
  'Invoice',
  'Document',
  'Payment',
  'Appointment',
  'Claim',
  'Shipment',
  'Account',
  'Encounter',
] as const;

const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);
const snake = (name: string) => name.replace(/[A-Z]/g, (letter, offset: number) => (offset ? '_' : '') + letter.toLowerCase());

/**
 * A short, realistic code block in `lang`. Names and numbers vary with `random`, so
 * that blocks differ from one another as real articles' do (the highlighter's cache
 * is keyed on the code: identical blocks would flatter it).
 */
export function codeSample(lang: CodeLanguage, random: SeededRandom, postId: number): string {
  const entity = random.pick(entities);
  const field = lowerFirst(entity);
  const table = `${snake(entity)}s`;
  const limit = random.int(2, 64) * 10;
  const timeout = random.int(1, 30);
  switch (lang) {
    case 'java':
      return [
        `@Service`,
        `public class ${entity}Service${postId} {`,
        `    private final ${entity}Repository repository;`,
        ``,
        `    public ${entity}Service${postId}(${entity}Repository repository) {`,
        `        this.repository = repository;`,
        `    }`,
        ``,
        `    @Transactional(timeout = ${timeout})`,
        `    public List<${entity}> recent${entity}s(Instant since) {`,
        `        return repository.findBySinceOrderByCreatedAtDesc(since, PageRequest.of(0, ${limit}));`,
        `    }`,
        `}`,
      ].join('\n');
    case 'yaml':
      return [
        `spring:`,
        `  datasource:`,
        `    url: jdbc:postgresql://db:5432/${table}_${postId}`,
        `    hikari:`,
        `      maximum-pool-size: ${random.int(4, 40)}`,
        `      connection-timeout: ${timeout * 1000}`,
        `management:`,
        `  endpoints:`,
        `    web:`,
        `      exposure:`,
        `        include: health,metrics,prometheus`,
      ].join('\n');
    case 'json':
      return JSON.stringify(
        {
          resourceType: entity,
          id: `${field}-${postId}-${random.int(1000, 9999)}`,
          status: random.pick(['active', 'pending', 'archived']),
          limits: { pageSize: limit, timeoutSeconds: timeout },
          tags: [random.pick(['priority', 'audit', 'batch']), `release-${random.int(1, 12)}`],
        },
        null,
        2,
      );
    case 'sql':
      return [
        `CREATE INDEX CONCURRENTLY idx_${table}_${postId}_created`,
        `    ON ${table} (tenant_id, created_at DESC);`,
        ``,
        `SELECT id, status, created_at`,
        `  FROM ${table}`,
        ` WHERE tenant_id = $1`,
        `   AND created_at > now() - interval '${timeout} days'`,
        ` ORDER BY created_at DESC`,
        ` LIMIT ${limit};`,
      ].join('\n');
    case 'bash':
      return [
        `#!/usr/bin/env bash`,
        `set -euo pipefail`,
        ``,
        `kubectl rollout status deployment/${snake(entity)}-service-${postId} --timeout=${timeout * 10}s`,
        `curl --fail --silent "https://api.example.com/${table}?limit=${limit}" \\`,
        `  --header "Authorization: Bearer $TOKEN" | jq '.items | length'`,
      ].join('\n');
  }
}
