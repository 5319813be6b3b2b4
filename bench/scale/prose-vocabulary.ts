/**
 * The words the corpus is written with: noun phrases, verbs and sentence templates
 * that agree with each other, so that generated articles read like plausible
 * engineering prose and Markdown, highlighting and search see realistic text.
 */

/** Subjects that take a plural verb. */
export const teams = [
  'most teams',
  'our engineers',
  'the developers on call',
  'reviewers',
  'new hires',
  'product owners',
  'operators',
  'small teams',
  'our clients',
  'architects',
  'testers',
  'support engineers',
] as const;

/** Singular noun phrases: the parts of a system an article talks about. */
export const things = [
  'the connection pool',
  'the deployment pipeline',
  'the search index',
  'a REST endpoint',
  'the message queue',
  'the schema migration',
  'the audit log',
  'the read cache',
  'the test suite',
  'the API gateway',
  'the retry policy',
  'the build',
  'the service boundary',
  'the database index',
  'the release checklist',
  'the error budget',
  'the health check',
  'the feature flag',
  'the domain model',
  'the access token',
  'the batch job',
  'the event stream',
  'the configuration file',
  'the staging environment',
  'the dashboard',
  'the thread pool',
  'the rate limiter',
  'the backup schedule',
] as const;

/** Objects: what a change to a thing moves. */
export const outcomes = [
  'latency under load',
  'the cost of a change',
  'the time to recover',
  'the number of failed deployments',
  'the size of each release',
  'memory pressure',
  'the support queue',
  'duplicate writes',
  'query times',
  'the time a reviewer needs',
  'cloud spend',
  'the blast radius of a mistake',
  'onboarding time',
  'the rate of flaky tests',
  'page load times',
] as const;

/** Verbs in the plural present, after a team. */
export const teamVerbs = [
  'rewrite',
  'measure',
  'review',
  'document',
  'simplify',
  'monitor',
  'test',
  'split',
  'replace',
  'version',
  'profile',
  'automate',
] as const;

/** Verbs in the third person singular, after a thing and before an outcome. */
export const thingVerbs = [
  'reduces',
  'hides',
  'doubles',
  'exposes',
  'controls',
  'limits',
  'predicts',
  'shapes',
  'dominates',
  'explains',
] as const;

export const conditions = [
  'when traffic spikes',
  'after a release',
  'during the nightly batch',
  'under real production load',
  'once the data grows past a few million rows',
  'as soon as a second team depends on it',
  'in the first week after launch',
  'when nobody is watching the dashboards',
  'on a cold start',
  'during an incident',
  'at the end of a quarter',
] as const;

export const adjectives = [
  'boring',
  'explicit',
  'small',
  'predictable',
  'observable',
  'well-tested',
  'reversible',
  'narrow',
  'cheap',
  'readable',
] as const;

export const superlatives = ['hardest', 'most expensive', 'most overlooked', 'riskiest', 'least visible', 'most rewarding'] as const;

export const frequencies = ['usually', 'often', 'rarely', 'almost always', 'sometimes', 'seldom'] as const;

/** Verb phrases in the base form. */
export const actions = [
  'write the runbook first',
  'add a metric before changing anything',
  'keep the change behind a feature flag',
  'roll out to one region first',
  'delete the code nobody calls',
  'agree on names before writing code',
  'load-test with production-shaped data',
  'automate the boring steps',
  'pair on the first version',
  'set an explicit timeout',
  'record the decision in the repository',
  "replay last week's traffic against the change",
] as const;

export const events = [
  'the first release',
  'a major upgrade',
  'the quarterly audit',
  'the migration weekend',
  'a busy sales season',
  'the next on-call rotation',
  'the contract renewal',
  'a security review',
] as const;

/** Singular, uncountable subjects of articles. */
export const topics = [
  'connection pooling',
  'database indexing',
  'API versioning',
  'event sourcing',
  'contract testing',
  'structured logging',
  'rate limiting',
  'cache invalidation',
  'dependency injection',
  'schema evolution',
  'load testing',
  'error handling',
  'access control',
  'query tuning',
  'release management',
  'code review',
  'incident response',
  'data modelling',
  'search relevance',
  'document versioning',
  'FHIR integration',
  'terminology mapping',
  'token validation',
  'batch processing',
  'message ordering',
  'pagination',
  'observability',
  'capacity planning',
  'threat modelling',
  'secret rotation',
  'audit logging',
  'full-text search',
  'service decomposition',
  'transaction management',
  'retry handling',
  'build automation',
  'test data management',
  'performance profiling',
  'accessibility testing',
  'session management',
] as const;

export const technologies = [
  'Spring Boot',
  'Java 21',
  'PostgreSQL',
  'Elasticsearch',
  'Kubernetes',
  'React',
  'Angular',
  'Kafka',
  'Redis',
  'OpenSearch',
  'HAPI FHIR',
  'GitHub Actions',
  'AWS',
  'Hibernate',
  'Quarkus',
] as const;

export const tags = [
  'Java',
  'Spring Boot',
  'Spring',
  'PostgreSQL',
  'Performance',
  'Testing',
  'Security',
  'APIs',
  'REST',
  'Search',
  'Elasticsearch',
  'Kubernetes',
  'DevOps',
  'Architecture',
  'Microservices',
  'Healthcare',
  'FHIR',
  'SNOMED CT',
  'React',
  'Angular',
  'TypeScript',
  'Observability',
  'Databases',
  'Kafka',
  'Caching',
  'Code Review',
  'Concurrency',
  'Cloud',
  'Documentation',
  'Accessibility',
] as const;

export const authors = [
  'Rahul Iyer',
  'Priya Nair',
  'Ananya Desai',
  'Vikram Shah',
  'Meera Joshi',
  'Daniel Brooks',
  'Sara Lindqvist',
  'Arjun Patel',
] as const;

/** `{topic}` and `{tech}` are the article's own; the other slots are drawn per sentence. */
export const sentenceTemplates = [
  '{team} {frequency} {teamVerb} {thing} {condition}.',
  'When {thing} fails {condition}, {team} have to {action}.',
  'The {superlative} part of {topic} is {thing}: it {thingVerb} {outcome} more than any other choice.',
  'In one {tech} project, a change to {thing} cut {outcome} by {percent} percent in {weeks} weeks.',
  'That is why we {action} before {event}.',
  'A {adjective} design for {topic} is easier to change than a clever one.',
  '{topic} is not free: {thing} {thingVerb} {outcome}, and someone has to watch it.',
  'With {tech}, {topic} starts with {thing}, not with a framework.',
  'We often see {team} skip this step until {event}.',
  'Measure {outcome} first; without a baseline, nobody can tell whether {topic} helped.',
  '{team} who {action} spend far less time firefighting {condition}.',
  'The numbers are plain: {percent} percent of the incidents we reviewed last year started in {thing}.',
  'Keep {thing} {adjective}, and {topic} stays manageable even {condition}.',
  'It is tempting to add another layer to {thing}; resist it until the numbers demand it.',
  '{tech} makes the first version of {topic} easy, but {thing} still needs a clear owner.',
  'Ask one question before every change: what happens to {outcome} {condition}?',
  'A short design note, written before the code, saves {team} days of rework.',
  'If {thing} is hard to test, {topic} will be hard to trust.',
  'The fix was small: {action}, then watch {outcome} for a week.',
  'None of this needs a rewrite; it needs {team} to {action}.',
  'Over {weeks} weeks, {thing} went from a weekly surprise to something nobody mentions.',
  'Most of the value comes from making {thing} {adjective}, not from tuning it.',
] as const;

export const titleTemplates = [
  '{Topic} in Practice with {tech}',
  'A Field Guide to {Topic}',
  'What We Learned About {Topic} on {tech} Projects',
  '{Topic}: {count} Mistakes to Avoid',
  'Getting {Topic} Right in {tech}',
  '{Topic} Without the Drama',
  'Why {Topic} Deserves a Design Review',
  'A Practical Checklist for {Topic}',
  '{Topic} at Scale: Notes from {tech} in Production',
  'Rethinking {Topic} for {tech} Teams',
] as const;

export const excerptTemplates = [
  'How we approach {topic} with {tech}: what to measure first, what to automate, and the mistakes that cost us the most.',
  'A practical look at {topic}: the trade-offs, a worked example in {tech}, and a checklist for your next release.',
  '{Topic} fails quietly until it fails loudly. Here is how to keep it {adjective} as the system grows.',
  'Lessons from {count} years of {topic} on client projects, with concrete steps for teams using {tech}.',
] as const;

export const sectionTitles = [
  'Why {topic} matters',
  'The common mistakes',
  'A worked example',
  'Measuring the result',
  'Trade-offs to accept',
  'Rolling it out',
  'What the defaults get wrong',
  'Testing the change',
  'Operating it in production',
  'Who owns it',
] as const;

export const closingTitles = ['Where to start', 'Conclusion', 'Key takeaways', 'What to do on Monday'] as const;

/** Titles of `**Title**: text` list items. */
export const pointTitles = [
  'Start small',
  'Measure first',
  'Name the owner',
  'Automate the checks',
  'Plan the rollback',
  'Write it down',
  'Test with real data',
  'Watch the tail latency',
  'Keep it boring',
  'Review the defaults',
] as const;

/** `{link}` is a Markdown link to another article or a service page. */
export const linkSentences = [
  'We covered a related case in {link}.',
  'For the background, see {link}.',
  'The same reasoning applies to {link}, which is worth reading next.',
  'If this is new to you, start with {link}.',
] as const;

export const serviceSentences = [
  'Our {link} team applies the same approach on client projects.',
  'This is a routine part of our {link} work.',
  'When clients ask for {link}, this is usually the first conversation.',
] as const;
