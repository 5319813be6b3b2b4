/**
 * What a site's definition (`templates/site.ts`) imports from the engine, as
 * `sitegen`: declaring content sources and pages, and the types of what the engine
 * hands back; and what its server functions import: their contract and helpers.
 */
export { dataFile, markdownCollection, yamlCollection } from './definition/content-sources.ts';
export type {
  Collection,
  CollectionFormat,
  ContentSource,
  ContentSources,
  DataFile,
  Entry,
  LoadedContent,
  LoadedData,
  MarkdownEntry,
  Publishing,
  UnrenderedContent,
} from './definition/content-sources.ts';
export { defineSite } from './definition/define-site.ts';
export type {
  AssetUrls,
  CodeBlockProps,
  CollectionName,
  DocumentProps,
  FeedSpec,
  FunctionDeclaration,
  MarkdownSettings,
  NewEntry,
  ProblemReport,
  RouteEnvironment,
  Scaffold,
  ScaffoldOption,
  ScaffoldRequest,
  SearchSpec,
  SiteDefinition,
  SiteSettings,
} from './definition/define-site.ts';
export type { CardFont, CardImage, DrawnCard, PictureCard, SocialCard, SocialCardSpec } from './cards/social-card.ts';
export { cardSize } from './cards/social-card.ts';
export { paginate } from './definition/paginate.ts';
export type { ListPage, PageLink, PaginateOptions } from './definition/paginate.ts';
export { notFoundPage, notFoundPath, page, redirect } from './definition/routes.ts';
export type { PageRoute, PageSpec, RedirectRoute, RedirectSpec, Route, RouteSource } from './definition/routes.ts';
export { directive } from './definition/directive.ts';
export type {
  CheckedDirective,
  Directive,
  DirectiveDeclaration,
  DirectiveKind,
  DirectiveParts,
  DirectiveProps,
} from './definition/directive.ts';
export type { CodeThemes } from './markdown/code-stylesheet.ts';
export type { AllowedAttribute, SanitizerAllowance } from './markdown/sanitizer-allowance.ts';
export { imageField } from './images/image-field.ts';
export { Picture } from './images/picture.ts';
export type { PictureProps } from './images/picture.ts';
export { fullSizeFile } from './images/published-image.ts';
export type { ImageCatalog, ImageFormatSet, ImageVariant, PublishedImage } from './images/published-image.ts';
export type { Heading } from './markdown/render-markdown.ts';
export { feedPath } from './output/feed.ts';
export type { FeedChannel, FeedItem } from './output/feed.ts';
export type { SearchDocument } from './output/search-index.ts';
export type { SearchWeights } from './output/search-weights.ts';
export type { SharedMarkupPart } from './render/shared-markup.ts';
export type { SitePaths } from './render/site-paths.ts';
export { ClientAbortError, isClientAbort } from './functions/client-abort.ts';
export { readBodyWithin } from './functions/read-body.ts';
export type { BodyReading } from './functions/read-body.ts';
export type { FunctionContext, LocalServing, ServerFunction } from './functions/server-function.ts';
