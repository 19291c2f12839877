import React, {type ComponentType} from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

type Loadable = ReturnType<typeof ComponentCreator>;
/** What react-router-config passes a route's component: the router's props and the route. */
type RouteProps = Record<string, unknown>;

/**
 * Stands in for `@docusaurus/ComponentCreator` in the generated route table
 * (`.docusaurus/routes.js`; the replacement is set up in mainBundle.ts). The table
 * calls it once for every route of the site while main.js is evaluated, and
 * each call flattens the route's chunk names and builds a react-loadable
 * component. A page uses two or three of them. This one returns a component
 * that builds the route's loadable the first time the route is preloaded or
 * rendered, then renders it; Docusaurus reaches a route's component only
 * through those two (`preload()` before a route renders, then React).
 */
export default function LazyComponentCreator(path: string, hash: string): Loadable {
  let loadable: Loadable | undefined;
  const get = (): Loadable => (loadable ??= ComponentCreator(path, hash));
  function Route(props: RouteProps) {
    const Component = get() as ComponentType<RouteProps>;
    return <Component {...props} />;
  }
  Route.preload = () => get().preload();
  return Route as unknown as Loadable;
}
