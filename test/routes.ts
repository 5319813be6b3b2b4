/** Every route SPEC.md lists, with the h1 each must show. Kept apart from the code under test on purpose. */
export const serviceSlugs = ['java', 'spring-boot', 'reactjs', 'angular', 'fhir', 'cybersecurity', 'rest-api', 'snomed', 'hms'];

export const specRoutes = [
  '/',
  '/about',
  '/portfolio',
  '/staff-augmentation',
  '/contact',
  '/blog',
  '/careers',
  ...serviceSlugs.map((slug) => `/services/${slug}`),
];

/** Pages written in Markdown (`content/pages/{slug}.md`), which SPEC.md does not list. */
export const markdownPageRoutes = ['/privacy'];
