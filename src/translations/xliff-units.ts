import type { ElementTree } from './xml.ts';

/**
 * The trans-units of an XLIFF 1.2 document by id, in document order: those of each `<file>`'s
 * `<body>`, in nested `<group>`s too. Undefined when the root is not `<xliff>`, the document is
 * XLIFF 2 (another format), or a unit has no id or repeats one.
 */
export function transUnits<Element extends ElementTree<Element>>(
  root: Element | undefined,
): Map<string, Element> | undefined {
  if (root?.name !== 'xliff' || root.attributes['version']?.startsWith('2') === true) {
    return undefined;
  }
  const units = new Map<string, Element>();
  const bodies = root.children
    .filter((file) => file.name === 'file')
    .flatMap((file) => file.children.filter((body) => body.name === 'body'));
  for (const unit of bodies.flatMap((body) => unitsOf(body))) {
    const id = unit.attributes['id'];
    if (id === undefined || units.has(id)) return undefined;
    units.set(id, unit);
  }
  return units;
}

/** The trans-units of a body or group, those in nested groups too, in document order. */
function unitsOf<Element extends ElementTree<Element>>(container: Element): Element[] {
  return container.children.flatMap((child) =>
    child.name === 'group' ? unitsOf(child) : child.name === 'trans-unit' ? [child] : [],
  );
}
