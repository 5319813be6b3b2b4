import { page, type Heading, type LoadedContent, type Route, type RouteEnvironment } from 'sitegen';
import { docPath } from './doc-pages.ts';
import { DocPageView, type DocPageProps, type PageHead } from './pages.tsx';
import type { CommandHelp, ReferenceContent } from './reference-content.ts';
import { docsRoutes, planDocPages } from './routes.ts';

/** The heading of a command's section: `sitegen deploy s3`, anchored at `#sitegen-deploy-s3`. */
function commandHeading(command: CommandHelp): Heading {
  const title = command.name ? `sitegen ${command.name}` : 'sitegen';
  return { id: title.replaceAll(' ', '-'), title, depth: 2 };
}

function CommandSection({ command }: { command: CommandHelp }) {
  const heading = commandHeading(command);
  return (
    <section className="command" aria-labelledby={heading.id}>
      <h2 id={heading.id}>{heading.title}</h2>
      <p>{command.description}</p>
      {command.options.length > 0 && (
        <table className="command__options">
          <thead>
            <tr>
              <th scope="col">Option</th>
              <th scope="col">What it does</th>
              <th scope="col">Default</th>
            </tr>
          </thead>
          <tbody>
            {command.options.map((option) => (
              <tr key={option.flags}>
                <td>
                  <code>{option.flags}</code>
                </td>
                <td>{option.description}</td>
                <td>{option.default === undefined ? '' : <code>{option.default}</code>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <pre className="command__help" data-command={command.name}>
        {command.help}
      </pre>
    </section>
  );
}

/** A page of the docs followed by every command's section, each listed in the page's contents. */
export function CommandReferencePage({ commands, contents, ...docPage }: DocPageProps & { commands: readonly CommandHelp[] }) {
  return (
    <DocPageView {...docPage} contents={[...contents, ...commands.map(commandHeading)]}>
      {commands.map((command) => (
        <CommandSection key={command.name} command={command} />
      ))}
    </DocPageView>
  );
}

/** The starter's routes, with the pages whose front matter asks for the command reference ending in it. */
export function referenceRoutes(content: LoadedContent<ReferenceContent>, environment: RouteEnvironment): Route<PageHead>[] {
  const asking = new Set(content.pages.filter((entry) => entry.data.commandReference).map((entry) => entry.file));
  const references = planDocPages(content, environment).filter(({ entry }) => asking.has(entry.file));
  const replaced = new Set(references.map(({ entry }) => docPath(entry)));
  return [
    ...docsRoutes(content, environment).filter((route) => !replaced.has(route.path)),
    ...references.map(({ entry, props, head }) =>
      page({
        path: docPath(entry),
        template: CommandReferencePage,
        props: { ...props, commands: content.commands.commands },
        head,
        source: { entry, field: [] },
      }),
    ),
  ];
}
