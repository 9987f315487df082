/**
 * A very small DOM, enough for Preact to render a screen in a Node unit test (the client has no jsdom, and adding one
 * for one page was not worth a dependency): elements, text, attributes, listeners, and the text a user would read.
 * Installed on globalThis only for the test that asks, and taken away after it (the unit tests share a worker).
 */
type Listener = (e: MiniEvent) => void;
interface MiniEvent {
  type: string;
  target: MiniNode;
  currentTarget: MiniNode;
  bubbles: boolean;
  defaultPrevented: boolean;
  preventDefault(): void;
  stopPropagation(): void;
  _stop?: boolean;
}

export class MiniNode {
  childNodes: MiniNode[] = [];
  parentNode: MiniElement | null = null;
  nodeType = 1;
  get firstChild() {
    return this.childNodes[0] ?? null;
  }
  get lastChild() {
    return this.childNodes[this.childNodes.length - 1] ?? null;
  }
  get nextSibling(): MiniNode | null {
    const siblings = this.parentNode?.childNodes;
    return siblings ? (siblings[siblings.indexOf(this) + 1] ?? null) : null;
  }
  get textContent(): string {
    return this.childNodes.map((c) => c.textContent).join('');
  }
  set textContent(text: string) {
    this.childNodes.forEach((c) => {
      c.parentNode = null;
    });
    this.childNodes = [];
    if (text) this.appendChild(new MiniText(text));
  }
  insertBefore(node: MiniNode, ref: MiniNode | null) {
    node.parentNode?.removeChild(node);
    const i = ref ? this.childNodes.indexOf(ref) : -1;
    if (i < 0) this.childNodes.push(node);
    else this.childNodes.splice(i, 0, node);
    node.parentNode = this as unknown as MiniElement;
    return node;
  }
  appendChild(node: MiniNode) {
    return this.insertBefore(node, null);
  }
  removeChild(node: MiniNode) {
    const i = this.childNodes.indexOf(node);
    if (i >= 0) this.childNodes.splice(i, 1);
    node.parentNode = null;
    return node;
  }
  remove() {
    this.parentNode?.removeChild(this);
  }
  contains(node: MiniNode | null): boolean {
    return !!node && (node === this || this.childNodes.some((c) => c.contains(node)));
  }
}

export class MiniText extends MiniNode {
  constructor(public data: string) {
    super();
    this.nodeType = 3;
  }
  override get textContent() {
    return this.data;
  }
  override set textContent(text: string) {
    this.data = text;
  }
}

export class MiniElement extends MiniNode {
  attrs = new Map<string, string>();
  listeners = new Map<string, Set<Listener>>();
  style: Record<string, string> & { setProperty(k: string, v: string): void; cssText: string } = Object.assign(Object.create(null), {
    cssText: '',
    setProperty(this: Record<string, string>, k: string, v: string) {
      this[k] = v;
    },
  });
  // Preact names a listener after the element's own `on…` property when there is one (onClick listens to "click").
  onclick = null;
  oninput = null;
  onchange = null;
  onkeydown = null;
  onfocus = null;
  onblur = null;
  onsubmit = null;
  constructor(
    public localName: string,
    public namespaceURI: string,
  ) {
    super();
  }
  get tagName() {
    return this.localName.toUpperCase();
  }
  get attributes() {
    return [...this.attrs].map(([name, value]) => ({ name, value }));
  }
  setAttribute(name: string, value: unknown) {
    this.attrs.set(name, String(value));
  }
  getAttribute(name: string) {
    return this.attrs.get(name) ?? null;
  }
  removeAttribute(name: string) {
    this.attrs.delete(name);
  }
  hasAttribute(name: string) {
    return this.attrs.has(name);
  }
  addEventListener(type: string, fn: Listener) {
    (this.listeners.get(type) ?? this.listeners.set(type, new Set()).get(type)!).add(fn);
  }
  removeEventListener(type: string, fn: Listener) {
    this.listeners.get(type)?.delete(fn);
  }
  focus() {
    (globalThis as unknown as { document: MiniDocument }).document.activeElement = this;
  }
  blur() {}
  /** Every element below (and including) this one, depth first. */
  all(): MiniElement[] {
    return [this, ...this.childNodes.flatMap((c) => (c instanceof MiniElement ? c.all() : []))];
  }
  /** The first element whose attribute `name` equals `value` (or exists, without a value). */
  find(name: string, value?: string): MiniElement | undefined {
    return this.all().find((e) => (value === undefined ? e.attrs.has(name) : e.attrs.get(name) === value));
  }
  /** A tap: the click event bubbles from here up to the root, as in a browser. */
  click() {
    const e: MiniEvent = {
      type: 'click',
      target: this,
      currentTarget: this,
      bubbles: true,
      defaultPrevented: false,
      preventDefault() {
        this.defaultPrevented = true;
      },
      stopPropagation() {
        this._stop = true;
      },
    };
    for (let n: MiniElement | null = this; n && !e._stop; n = n.parentNode) {
      e.currentTarget = n;
      n.listeners.get('click')?.forEach((fn) => fn.call(n, e));
    }
  }
}

export class MiniDocument extends MiniElement {
  documentElement = new MiniElement('html', 'http://www.w3.org/1999/xhtml');
  body = new MiniElement('body', 'http://www.w3.org/1999/xhtml');
  activeElement: MiniElement | null = null;
  cookie = '';
  readyState = 'complete';
  constructor() {
    super('#document', '');
    this.nodeType = 9;
    this.documentElement.appendChild(this.body);
  }
  createElement(name: string) {
    return new MiniElement(name, 'http://www.w3.org/1999/xhtml');
  }
  createElementNS(ns: string, name: string) {
    return new MiniElement(name, ns);
  }
  createTextNode(text: string) {
    return new MiniText(String(text));
  }
}

const KEYS = ['document', 'window', 'requestAnimationFrame', 'cancelAnimationFrame', 'IntersectionObserver'] as const;

/** Puts the mini DOM on globalThis; the returned function restores what was there before. */
export function installMiniDom(): { document: MiniDocument; uninstall: () => void } {
  const g = globalThis as Record<string, unknown>;
  const before = KEYS.map((k) => [k, Object.getOwnPropertyDescriptor(g, k)] as const);
  const document = new MiniDocument();
  const window = { document, addEventListener() {}, removeEventListener() {}, location: { pathname: '/', search: '', hash: '' } };
  Object.assign(g, {
    document,
    window,
    requestAnimationFrame: (fn: () => void) => setTimeout(fn, 0),
    cancelAnimationFrame: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
    IntersectionObserver: class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  });
  return {
    document,
    uninstall: () =>
      before.forEach(([k, d]) => {
        if (d) Object.defineProperty(g, k, d);
        else delete g[k];
      }),
  };
}
