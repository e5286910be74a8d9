import {
  C as e,
  E as t,
  S as n,
  T as r,
  _ as i,
  a,
  b as o,
  c as s,
  d as c,
  f as l,
  g as u,
  h as d,
  i as f,
  l as p,
  m,
  n as h,
  o as g,
  p as _,
  r as v,
  s as y,
  t as b,
  u as x,
  v as S,
  w as C,
  x as w,
  y as T,
} from "./index-Smj6fN99.js";
var E = t(r(), 1),
  D = o(),
  O = Object.defineProperty,
  k = (e, t) => O(e, `name`, { value: t, configurable: !0 }),
  A = `dismissableLayer.update`,
  j = `dismissableLayer.pointerDownOutside`,
  M = `dismissableLayer.focusOutside`,
  N,
  ee = E.createContext({
    layers: new Set(),
    layersWithOutsidePointerEventsDisabled: new Set(),
    branches: new Set(),
    dismissableSurfaces: new Set(),
  }),
  P = E.forwardRef(
    k(function (e, t) {
      let {
          disableOutsidePointerEvents: n = !1,
          deferPointerDownOutside: r = !1,
          onEscapeKeyDown: i,
          onPointerDownOutside: a,
          onFocusOutside: o,
          onInteractOutside: c,
          onDismiss: l,
          ...d
        } = e,
        f = E.useContext(ee),
        [p, h] = E.useState(null),
        g = p?.ownerDocument ?? globalThis?.document,
        [, _] = E.useState({}),
        v = m(t, h),
        b = Array.from(f.layers),
        [x] = [...f.layersWithOutsidePointerEventsDisabled].slice(-1),
        S = x ? b.indexOf(x) : -1,
        C = p ? b.indexOf(p) : -1,
        w = f.layersWithOutsidePointerEventsDisabled.size > 0,
        T = C >= S,
        O = E.useRef(!1),
        j = ne(
          (e) => {
            (a?.(e), c?.(e), e.defaultPrevented || l?.());
          },
          {
            ownerDocument: g,
            deferPointerDownOutside: r,
            isDeferredPointerDownOutsideRef: O,
            dismissableSurfaces: f.dismissableSurfaces,
            shouldHandlePointerDownOutside: E.useCallback(
              (e) => {
                if (!(e instanceof Node)) return !1;
                let t = [...f.branches].some((t) => t.contains(e));
                return T && !t;
              },
              [f.branches, T],
            ),
          },
        ),
        M = I((e) => {
          if (r && O.current) return;
          let t = e.target;
          [...f.branches].some((e) => e.contains(t)) ||
            (o?.(e), c?.(e), e.defaultPrevented || l?.());
        }, g),
        P = p ? C === b.length - 1 : !1,
        F = y((e) => {
          e.key === `Escape` && (i?.(e), !e.defaultPrevented && l && (e.preventDefault(), l()));
        });
      return (
        E.useEffect(() => {
          if (P)
            return (
              g.addEventListener(`keydown`, F, { capture: !0 }),
              () => g.removeEventListener(`keydown`, F, { capture: !0 })
            );
        }, [g, P, F]),
        E.useEffect(() => {
          if (p)
            return (
              n &&
                (f.layersWithOutsidePointerEventsDisabled.size === 0 &&
                  ((N = g.body.style.pointerEvents), (g.body.style.pointerEvents = `none`)),
                f.layersWithOutsidePointerEventsDisabled.add(p)),
              f.layers.add(p),
              L(),
              () => {
                n &&
                  (f.layersWithOutsidePointerEventsDisabled.delete(p),
                  f.layersWithOutsidePointerEventsDisabled.size === 0 &&
                    (g.body.style.pointerEvents = N));
              }
            );
        }, [p, g, n, f]),
        E.useEffect(
          () => () => {
            p && (f.layers.delete(p), f.layersWithOutsidePointerEventsDisabled.delete(p), L());
          },
          [p, f],
        ),
        E.useEffect(() => {
          let e = k(() => _({}), `handleUpdate`);
          return (document.addEventListener(A, e), () => document.removeEventListener(A, e));
        }, []),
        (0, D.jsx)(s.div, {
          ...d,
          ref: v,
          style: { pointerEvents: w ? (T ? `auto` : `none`) : void 0, ...e.style },
          onFocusCapture: u(e.onFocusCapture, M.onFocusCapture),
          onBlurCapture: u(e.onBlurCapture, M.onBlurCapture),
          onPointerDownCapture: u(e.onPointerDownCapture, j.onPointerDownCapture),
        })
      );
    }, `DismissableLayer`),
  );
function F() {
  let e = E.useContext(ee),
    [t, n] = E.useState(null);
  return (
    E.useEffect(() => {
      if (t)
        return (
          e.dismissableSurfaces.add(t),
          () => {
            e.dismissableSurfaces.delete(t);
          }
        );
    }, [t, e.dismissableSurfaces]),
    n
  );
}
k(F, `useDismissableLayerSurface`);
var te = k(() => !0, `IS_TRUE`);
function ne(e, t) {
  let {
      ownerDocument: n = globalThis?.document,
      deferPointerDownOutside: r = !1,
      isDeferredPointerDownOutsideRef: i,
      dismissableSurfaces: a,
      shouldHandlePointerDownOutside: o = te,
    } = t,
    s = y(e),
    c = E.useRef(!1),
    l = E.useRef(!1),
    u = E.useRef(new Map()),
    d = E.useRef(() => {});
  return (
    E.useEffect(() => {
      function e() {
        ((l.current = !1), (i.current = !1), u.current.clear());
      }
      k(e, `resetOutsideInteraction`);
      function t() {
        return Array.from(u.current.values()).some(Boolean);
      }
      k(t, `isOutsideInteractionIntercepted`);
      function f(e) {
        if (!l.current) return;
        let t = e.target;
        ((t instanceof Node && [...a].some((e) => e.contains(t))) || u.current.set(e.type, !0),
          e.type === `click` &&
            window.setTimeout(() => {
              l.current && d.current();
            }, 0));
      }
      k(f, `handleInteractionCapture`);
      function p(e) {
        l.current && u.current.set(e.type, !1);
      }
      k(p, `handleInteractionBubble`);
      let m = k((a) => {
          if (a.target && !c.current) {
            let f = function () {
              n.removeEventListener(`click`, d.current);
              let r = t();
              (e(), r || R(j, s, p, { discrete: !0 }));
            };
            if ((k(f, `handleAndDispatchPointerDownOutsideEvent`), !o(a.target))) {
              (n.removeEventListener(`click`, d.current), e(), (c.current = !1));
              return;
            }
            let p = { originalEvent: a };
            ((l.current = !0),
              (i.current = r && a.button === 0),
              u.current.clear(),
              !r || a.button !== 0
                ? f()
                : (n.removeEventListener(`click`, d.current),
                  (d.current = f),
                  n.addEventListener(`click`, d.current, { once: !0 })));
          } else (n.removeEventListener(`click`, d.current), e());
          c.current = !1;
        }, `handlePointerDown`),
        h = [`pointerup`, `mousedown`, `mouseup`, `touchstart`, `touchend`, `click`];
      for (let e of h) (n.addEventListener(e, f, !0), n.addEventListener(e, p));
      let g = window.setTimeout(() => {
        n.addEventListener(`pointerdown`, m);
      }, 0);
      return () => {
        (window.clearTimeout(g),
          n.removeEventListener(`pointerdown`, m),
          n.removeEventListener(`click`, d.current));
        for (let e of h) (n.removeEventListener(e, f, !0), n.removeEventListener(e, p));
      };
    }, [n, s, r, i, a, o]),
    { onPointerDownCapture: k(() => (c.current = !0), `onPointerDownCapture`) }
  );
}
k(ne, `usePointerDownOutside`);
function I(e, t = globalThis?.document) {
  let n = y(e),
    r = E.useRef(!1);
  return (
    E.useEffect(() => {
      let e = k((e) => {
        e.target && !r.current && R(M, n, { originalEvent: e }, { discrete: !1 });
      }, `handleFocus`);
      return (t.addEventListener(`focusin`, e), () => t.removeEventListener(`focusin`, e));
    }, [t, n]),
    {
      onFocusCapture: k(() => (r.current = !0), `onFocusCapture`),
      onBlurCapture: k(() => (r.current = !1), `onBlurCapture`),
    }
  );
}
k(I, `useFocusOutside`);
function L() {
  let e = new CustomEvent(A);
  document.dispatchEvent(e);
}
k(L, `dispatchUpdate`);
function R(e, t, n, { discrete: r }) {
  let i = n.originalEvent.target,
    a = new CustomEvent(e, { bubbles: !1, cancelable: !0, detail: n });
  (t && i.addEventListener(e, t, { once: !0 }), r ? p(i, a) : i.dispatchEvent(a));
}
k(R, `handleAndDispatchCustomEvent`);
var re = Object.defineProperty,
  ie = (e, t) => re(e, `name`, { value: t, configurable: !0 }),
  ae = 0,
  oe = null;
function z(e) {
  return (se(), e.children);
}
ie(z, `FocusGuards`);
function se() {
  E.useEffect(() => {
    oe ||= { start: ce(), end: ce() };
    let { start: e, end: t } = oe;
    return (
      document.body.firstElementChild !== e && document.body.insertAdjacentElement(`afterbegin`, e),
      document.body.lastElementChild !== t && document.body.insertAdjacentElement(`beforeend`, t),
      ae++,
      () => {
        (ae === 1 && (oe?.start.remove(), oe?.end.remove(), (oe = null)),
          (ae = Math.max(0, ae - 1)));
      }
    );
  }, []);
}
ie(se, `useFocusGuards`);
function ce() {
  let e = document.createElement(`span`);
  return (
    e.setAttribute(`data-radix-focus-guard`, ``),
    (e.tabIndex = 0),
    (e.style.outline = `none`),
    (e.style.opacity = `0`),
    (e.style.position = `fixed`),
    (e.style.pointerEvents = `none`),
    e
  );
}
ie(ce, `createFocusGuard`);
var le = Object.defineProperty,
  B = (e, t) => le(e, `name`, { value: t, configurable: !0 }),
  ue = `focusScope.autoFocusOnMount`,
  de = `focusScope.autoFocusOnUnmount`,
  fe = { bubbles: !1, cancelable: !0 },
  pe = E.forwardRef(
    B(function (e, t) {
      let {
          loop: n = !1,
          trapped: r = !1,
          branches: i,
          onMountAutoFocus: a,
          onUnmountAutoFocus: o,
          ...c
        } = e,
        [l, u] = E.useState(null),
        d = y(a),
        f = y(o),
        p = E.useRef(null),
        h = m(t, u),
        g = E.useRef(i);
      E.useEffect(() => {
        g.current = i;
      });
      let _ = E.useCallback(
          (e) => (e ? (l?.contains(e) ? !0 : !!g.current?.some((t) => t.contains(e))) : !1),
          [l],
        ),
        v = E.useRef({
          paused: !1,
          pause() {
            this.paused = !0;
          },
          resume() {
            this.paused = !1;
          },
        }).current;
      (E.useEffect(() => {
        if (r) {
          let e = function (e) {
              if (v.paused || !l) return;
              let t = e.target;
              _(t) ? (p.current = t) : V(p.current, { select: !0 });
            },
            t = function (e) {
              if (v.paused || !l) return;
              let t = e.relatedTarget;
              t !== null && (_(t) || V(p.current, { select: !0 }));
            },
            n = function (e) {
              if (document.activeElement === document.body)
                for (let t of e) t.removedNodes.length > 0 && V(l);
            };
          (B(e, `handleFocusIn`),
            B(t, `handleFocusOut`),
            B(n, `handleMutations`),
            document.addEventListener(`focusin`, e),
            document.addEventListener(`focusout`, t));
          let r = new MutationObserver(n);
          return (
            l && r.observe(l, { childList: !0, subtree: !0 }),
            () => {
              (document.removeEventListener(`focusin`, e),
                document.removeEventListener(`focusout`, t),
                r.disconnect());
            }
          );
        }
      }, [r, l, v.paused, _]),
        E.useEffect(() => {
          if (l) {
            we.add(v);
            let e = document.activeElement;
            if (!l.contains(e)) {
              let t = new CustomEvent(ue, fe);
              (l.addEventListener(ue, d),
                l.dispatchEvent(t),
                t.defaultPrevented ||
                  (ve(De(be(l)), { select: !0 }), document.activeElement === e && V(l)));
            }
            return () => {
              l.removeEventListener(ue, d);
              let t = l.ownerDocument,
                n = CustomEvent;
              setTimeout(() => {
                let r = new n(de, fe);
                (l.addEventListener(de, f),
                  l.dispatchEvent(r),
                  r.defaultPrevented || V(e ?? t.body, { select: !0 }),
                  l.removeEventListener(de, f),
                  we.remove(v));
              }, 0);
            };
          }
        }, [l, d, f, v]));
      let b = E.useCallback(
        (e) => {
          if ((!n && !r) || v.paused) return;
          let t = e.key === `Tab` && !e.altKey && !e.ctrlKey && !e.metaKey,
            i = document.activeElement;
          if (t && i) {
            let t = e.currentTarget,
              [r, a] = ye(t);
            r && a
              ? !e.shiftKey && i === a
                ? (e.preventDefault(), n && V(r, { select: !0 }))
                : e.shiftKey && i === r && (e.preventDefault(), n && V(a, { select: !0 }))
              : i === t && e.preventDefault();
          }
        },
        [n, r, v.paused],
      );
      return (0, D.jsx)(s.div, { tabIndex: -1, ...c, ref: h, onKeyDown: b });
    }, `FocusScope`),
  ),
  me = E.createContext(null);
function he({ registry: e, children: t }) {
  return e ? (0, D.jsx)(me.Provider, { value: e, children: t }) : t;
}
B(he, `FocusScopeBranchProvider`);
function ge() {
  let [e, t] = E.useState([]);
  return {
    nodes: e,
    registry: E.useMemo(
      () => ({
        add: B((e) => t((t) => (t.includes(e) ? t : [...t, e])), `add`),
        remove: B((e) => t((t) => t.filter((t) => t !== e)), `remove`),
      }),
      [],
    ),
  };
}
B(ge, `useFocusScopeBranchRegistry`);
function _e(e) {
  let t = E.useContext(me);
  E.useEffect(() => {
    if (e && t) return (t.add(e), () => t.remove(e));
  }, [e, t]);
}
B(_e, `useFocusScopeBranch`);
function ve(e, { select: t = !1 } = {}) {
  let n = document.activeElement;
  for (let r of e) if ((V(r, { select: t }), document.activeElement !== n)) return;
}
B(ve, `focusFirst`);
function ye(e) {
  let t = be(e);
  return [xe(t, e), xe(t.reverse(), e)];
}
B(ye, `getTabbableEdges`);
function be(e) {
  let t = [],
    n = e.ownerDocument.createTreeWalker(e, NodeFilter.SHOW_ELEMENT, {
      acceptNode: B((e) => {
        let t = e.tagName === `INPUT` && e.type === `hidden`;
        return e.disabled || e.hidden || t
          ? NodeFilter.FILTER_SKIP
          : e.tabIndex >= 0
            ? NodeFilter.FILTER_ACCEPT
            : NodeFilter.FILTER_SKIP;
      }, `acceptNode`),
    });
  for (; n.nextNode();) t.push(n.currentNode);
  return t;
}
B(be, `getTabbableCandidates`);
function xe(e, t) {
  let n = typeof t.checkVisibility == `function` && t.checkVisibility({ checkVisibilityCSS: !0 });
  for (let r of e)
    if (!(n ? !r.checkVisibility({ checkVisibilityCSS: !0 }) : Se(r, { upTo: t }))) return r;
}
B(xe, `findVisible`);
function Se(e, { upTo: t }) {
  if (getComputedStyle(e).visibility === `hidden`) return !0;
  for (; e;) {
    if (t !== void 0 && e === t) return !1;
    if (getComputedStyle(e).display === `none`) return !0;
    e = e.parentElement;
  }
  return !1;
}
B(Se, `isHidden`);
function Ce(e) {
  return e.tagName === `INPUT` && typeof e.select == `function`;
}
B(Ce, `isSelectableInput`);
function V(e, { select: t = !1 } = {}) {
  if (e && e.focus) {
    let n = (e.ownerDocument ?? document).activeElement;
    (e.focus({ preventScroll: !0 }), e !== n && Ce(e) && t && e.select());
  }
}
B(V, `focus`);
var we = Te();
function Te() {
  let e = [];
  return {
    add(t) {
      let n = e[0];
      (t !== n && n?.pause(), (e = Ee(e, t)), e.unshift(t));
    },
    remove(t) {
      ((e = Ee(e, t)), e[0]?.resume());
    },
  };
}
B(Te, `createFocusScopesStack`);
function Ee(e, t) {
  let n = [...e],
    r = n.indexOf(t);
  return (r !== -1 && n.splice(r, 1), n);
}
B(Ee, `arrayRemove`);
function De(e) {
  return e.filter((e) => e.tagName !== `A`);
}
B(De, `removeLinks`);
var Oe = [`top`, `right`, `bottom`, `left`],
  H = Math.min,
  U = Math.max,
  ke = Math.round,
  Ae = Math.floor,
  W = (e) => ({ x: e, y: e }),
  je = { left: `right`, right: `left`, bottom: `top`, top: `bottom` };
function Me(e, t, n) {
  return U(e, H(t, n));
}
function G(e, t) {
  return typeof e == `function` ? e(t) : e;
}
function Ne(e) {
  return e.split(`-`)[0];
}
function Pe(e) {
  return e.split(`-`)[1];
}
function Fe(e) {
  return e === `x` ? `y` : `x`;
}
function Ie(e) {
  return e === `y` ? `height` : `width`;
}
function K(e) {
  let t = e[0];
  return t === `t` || t === `b` ? `y` : `x`;
}
function Le(e) {
  return Fe(K(e));
}
function Re(e, t, n) {
  n === void 0 && (n = !1);
  let r = Pe(e),
    i = Le(e),
    a = Ie(i),
    o =
      i === `x`
        ? r === (n ? `end` : `start`)
          ? `right`
          : `left`
        : r === `start`
          ? `bottom`
          : `top`;
  return (t.reference[a] > t.floating[a] && (o = qe(o)), [o, qe(o)]);
}
function ze(e) {
  let t = qe(e);
  return [Be(e), t, Be(t)];
}
function Be(e) {
  return e.includes(`start`) ? e.replace(`start`, `end`) : e.replace(`end`, `start`);
}
var Ve = [`left`, `right`],
  He = [`right`, `left`],
  Ue = [`top`, `bottom`],
  We = [`bottom`, `top`];
function Ge(e, t, n) {
  switch (e) {
    case `top`:
    case `bottom`:
      return n ? (t ? He : Ve) : t ? Ve : He;
    case `left`:
    case `right`:
      return t ? Ue : We;
    default:
      return [];
  }
}
function Ke(e, t, n, r) {
  let i = Pe(e),
    a = Ge(Ne(e), n === `start`, r);
  return (i && ((a = a.map((e) => e + `-` + i)), t && (a = a.concat(a.map(Be)))), a);
}
function qe(e) {
  let t = Ne(e);
  return je[t] + e.slice(t.length);
}
function Je(e) {
  return { top: e.top ?? 0, right: e.right ?? 0, bottom: e.bottom ?? 0, left: e.left ?? 0 };
}
function Ye(e) {
  return typeof e == `number` ? { top: e, right: e, bottom: e, left: e } : Je(e);
}
function Xe(e) {
  let { x: t, y: n, width: r, height: i } = e;
  return { width: r, height: i, top: n, left: t, right: t + r, bottom: n + i, x: t, y: n };
}
function Ze(e, t, n) {
  let { reference: r, floating: i } = e,
    a = K(t),
    o = Le(t),
    s = Ie(o),
    c = Ne(t),
    l = a === `y`,
    u = r.x + r.width / 2 - i.width / 2,
    d = r.y + r.height / 2 - i.height / 2,
    f = r[s] / 2 - i[s] / 2,
    p;
  switch (c) {
    case `top`:
      p = { x: u, y: r.y - i.height };
      break;
    case `bottom`:
      p = { x: u, y: r.y + r.height };
      break;
    case `right`:
      p = { x: r.x + r.width, y: d };
      break;
    case `left`:
      p = { x: r.x - i.width, y: d };
      break;
    default:
      p = { x: r.x, y: r.y };
  }
  let m = Pe(t);
  return (m && (p[o] += f * (m === `end` ? 1 : -1) * (n && l ? -1 : 1)), p);
}
async function Qe(e, t) {
  t === void 0 && (t = {});
  let { x: n, y: r, platform: i, rects: a, elements: o, strategy: s } = e,
    {
      boundary: c = `clippingAncestors`,
      rootBoundary: l = `viewport`,
      elementContext: u = `floating`,
      altBoundary: d = !1,
      padding: f = 0,
    } = G(t, e),
    p = Ye(f),
    m = o[d ? (u === `floating` ? `reference` : `floating`) : u],
    h = Xe(
      await i.getClippingRect({
        element:
          ((await (i.isElement == null ? void 0 : i.isElement(m))) ?? !0)
            ? m
            : m.contextElement ||
              (await (i.getDocumentElement == null ? void 0 : i.getDocumentElement(o.floating))),
        boundary: c,
        rootBoundary: l,
        strategy: s,
      }),
    ),
    g =
      u === `floating`
        ? { x: n, y: r, width: a.floating.width, height: a.floating.height }
        : a.reference,
    _ = await (i.getOffsetParent == null ? void 0 : i.getOffsetParent(o.floating)),
    v = ((await (i.isElement == null ? void 0 : i.isElement(_))) &&
      (await (i.getScale == null ? void 0 : i.getScale(_)))) || { x: 1, y: 1 },
    y = Xe(
      i.convertOffsetParentRelativeRectToViewportRelativeRect
        ? await i.convertOffsetParentRelativeRectToViewportRelativeRect({
            elements: o,
            rect: g,
            offsetParent: _,
            strategy: s,
          })
        : g,
    );
  return {
    top: (h.top - y.top + p.top) / v.y,
    bottom: (y.bottom - h.bottom + p.bottom) / v.y,
    left: (h.left - y.left + p.left) / v.x,
    right: (y.right - h.right + p.right) / v.x,
  };
}
var $e = 50,
  et = async (e, t, n) => {
    let { placement: r = `bottom`, strategy: i = `absolute`, middleware: a = [], platform: o } = n,
      s = o.detectOverflow ? o : { ...o, detectOverflow: Qe },
      c = await (o.isRTL == null ? void 0 : o.isRTL(t)),
      l = await o.getElementRects({ reference: e, floating: t, strategy: i }),
      { x: u, y: d } = Ze(l, r, c),
      f = r,
      p = 0,
      m = {};
    for (let n = 0; n < a.length; n++) {
      let h = a[n];
      if (!h) continue;
      let { name: g, fn: _ } = h,
        {
          x: v,
          y,
          data: b,
          reset: x,
        } = await _({
          x: u,
          y: d,
          initialPlacement: r,
          placement: f,
          strategy: i,
          middlewareData: m,
          rects: l,
          platform: s,
          elements: { reference: e, floating: t },
        });
      ((u = v ?? u),
        (d = y ?? d),
        (m[g] = { ...m[g], ...b }),
        x &&
          p < $e &&
          (p++,
          typeof x == `object` &&
            (x.placement && (f = x.placement),
            x.rects &&
              (l =
                x.rects === !0
                  ? await o.getElementRects({ reference: e, floating: t, strategy: i })
                  : x.rects),
            ({ x: u, y: d } = Ze(l, f, c))),
          (n = -1)));
    }
    return { x: u, y: d, placement: f, strategy: i, middlewareData: m };
  },
  tt = (e) => ({
    name: `arrow`,
    options: e,
    async fn(t) {
      let { x: n, y: r, placement: i, rects: a, platform: o, elements: s, middlewareData: c } = t,
        { element: l, padding: u = 0 } = G(e, t) || {};
      if (l == null) return {};
      let d = Ye(u),
        f = { x: n, y: r },
        p = Le(i),
        m = Ie(p),
        h = await o.getDimensions(l),
        g = p === `y`,
        _ = g ? `top` : `left`,
        v = g ? `bottom` : `right`,
        y = g ? `clientHeight` : `clientWidth`,
        b = a.reference[m] + a.reference[p] - f[p] - a.floating[m],
        x = f[p] - a.reference[p],
        S = await (o.getOffsetParent == null ? void 0 : o.getOffsetParent(l)),
        C = S ? S[y] : 0;
      (C && (await (o.isElement == null ? void 0 : o.isElement(S)))) ||
        (C = s.floating[y] || a.floating[m]);
      let w = b / 2 - x / 2,
        T = C / 2 - h[m] / 2 - 1,
        E = H(d[_], T),
        D = H(d[v], T),
        O = C - h[m] - D,
        k = C / 2 - h[m] / 2 + w,
        A = Me(E, k, O),
        j =
          !c.arrow &&
          Pe(i) != null &&
          k !== A &&
          a.reference[m] / 2 - (k < E ? E : D) - h[m] / 2 < 0,
        M = j ? (k < E ? k - E : k - O) : 0;
      return {
        [p]: f[p] + M,
        data: { [p]: A, centerOffset: k - A - M, ...(j && { alignmentOffset: M }) },
        reset: j,
      };
    },
  }),
  nt = function (e) {
    return (
      e === void 0 && (e = {}),
      {
        name: `flip`,
        options: e,
        async fn(t) {
          var n;
          let {
              placement: r,
              middlewareData: i,
              rects: a,
              initialPlacement: o,
              platform: s,
              elements: c,
            } = t,
            {
              mainAxis: l = !0,
              crossAxis: u = !0,
              fallbackPlacements: d,
              fallbackStrategy: f = `bestFit`,
              fallbackAxisSideDirection: p = `none`,
              flipAlignment: m = !0,
              ...h
            } = G(e, t);
          if ((n = i.arrow) != null && n.alignmentOffset) return {};
          let g = Ne(r),
            _ = K(o),
            v = Ne(o) === o,
            y = await (s.isRTL == null ? void 0 : s.isRTL(c.floating)),
            b = d || (v || !m ? [qe(o)] : ze(o)),
            x = p !== `none`;
          !d && x && b.push(...Ke(o, m, p, y));
          let S = [o, ...b],
            C = await s.detectOverflow(t, h),
            w = [],
            T = i.flip?.overflows || [];
          if ((l && w.push(C[g]), u)) {
            let e = Re(r, a, y);
            w.push(C[e[0]], C[e[1]]);
          }
          if (((T = [...T, { placement: r, overflows: w }]), !w.every((e) => e <= 0))) {
            let e = (i.flip?.index || 0) + 1,
              t = S[e];
            if (
              t &&
              (u !== `alignment` ||
                _ === K(t) ||
                T.every((e) => K(e.placement) !== _ || e.overflows[0] > 0))
            )
              return { data: { index: e, overflows: T }, reset: { placement: t } };
            let n = T.filter((e) => e.overflows[0] <= 0).sort(
              (e, t) => e.overflows[1] - t.overflows[1],
            )[0]?.placement;
            if (!n)
              switch (f) {
                case `bestFit`: {
                  let e = T.filter((e) => {
                    if (x) {
                      let t = K(e.placement);
                      return t === _ || t === `y`;
                    }
                    return !0;
                  })
                    .map((e) => [
                      e.placement,
                      e.overflows.filter((e) => e > 0).reduce((e, t) => e + t, 0),
                    ])
                    .sort((e, t) => e[1] - t[1])[0]?.[0];
                  e && (n = e);
                  break;
                }
                case `initialPlacement`:
                  n = o;
              }
            if (r !== n) return { reset: { placement: n } };
          }
          return {};
        },
      }
    );
  };
function rt(e, t) {
  return {
    top: e.top - t.height,
    right: e.right - t.width,
    bottom: e.bottom - t.height,
    left: e.left - t.width,
  };
}
function it(e) {
  return Oe.some((t) => e[t] >= 0);
}
var at = function (e) {
    return (
      e === void 0 && (e = {}),
      {
        name: `hide`,
        options: e,
        async fn(t) {
          let { rects: n, platform: r } = t,
            { strategy: i = `referenceHidden`, ...a } = G(e, t);
          switch (i) {
            case `referenceHidden`: {
              let e = rt(
                await r.detectOverflow(t, { ...a, elementContext: `reference` }),
                n.reference,
              );
              return { data: { referenceHiddenOffsets: e, referenceHidden: it(e) } };
            }
            case `escaped`: {
              let e = rt(await r.detectOverflow(t, { ...a, altBoundary: !0 }), n.floating);
              return { data: { escapedOffsets: e, escaped: it(e) } };
            }
            default:
              return {};
          }
        },
      }
    );
  },
  ot = new Set([`left`, `top`]);
async function st(e, t) {
  let { placement: n, platform: r, elements: i } = e,
    a = await (r.isRTL == null ? void 0 : r.isRTL(i.floating)),
    o = Ne(n),
    s = Pe(n),
    c = K(n) === `y`,
    l = ot.has(o) ? -1 : 1,
    u = a && c ? -1 : 1,
    d = G(t, e),
    {
      mainAxis: f,
      crossAxis: p,
      alignmentAxis: m,
    } = typeof d == `number`
      ? { mainAxis: d, crossAxis: 0, alignmentAxis: null }
      : { mainAxis: d.mainAxis || 0, crossAxis: d.crossAxis || 0, alignmentAxis: d.alignmentAxis };
  return (
    s && typeof m == `number` && (p = s === `end` ? m * -1 : m),
    c ? { x: p * u, y: f * l } : { x: f * l, y: p * u }
  );
}
var ct = function (e) {
    return (
      e === void 0 && (e = 0),
      {
        name: `offset`,
        options: e,
        async fn(t) {
          var n;
          let { x: r, y: i, placement: a, middlewareData: o } = t,
            s = await st(t, e);
          return a === o.offset?.placement && (n = o.arrow) != null && n.alignmentOffset
            ? {}
            : { x: r + s.x, y: i + s.y, data: { ...s, placement: a } };
        },
      }
    );
  },
  lt = function (e) {
    return (
      e === void 0 && (e = {}),
      {
        name: `shift`,
        options: e,
        async fn(t) {
          let { x: n, y: r, placement: i, platform: a } = t,
            {
              mainAxis: o = !0,
              crossAxis: s = !1,
              limiter: c = {
                fn: (e) => {
                  let { x: t, y: n } = e;
                  return { x: t, y: n };
                },
              },
              ...l
            } = G(e, t),
            u = { x: n, y: r },
            d = await a.detectOverflow(t, l),
            f = K(i),
            p = Fe(f),
            m = u[p],
            h = u[f],
            g = (e, t) =>
              Me(t + d[e === `y` ? `top` : `left`], t, t - d[e === `y` ? `bottom` : `right`]);
          (o && (m = g(p, m)), s && (h = g(f, h)));
          let _ = c.fn({ ...t, [p]: m, [f]: h });
          return { ..._, data: { x: _.x - n, y: _.y - r, enabled: { [p]: o, [f]: s } } };
        },
      }
    );
  },
  ut = function (e) {
    return (
      e === void 0 && (e = {}),
      {
        options: e,
        fn(t) {
          let { x: n, y: r, placement: i, rects: a, middlewareData: o } = t,
            { offset: s = 0, mainAxis: c = !0, crossAxis: l = !0 } = G(e, t),
            u = { x: n, y: r },
            d = K(i),
            f = Fe(d),
            p = u[f],
            m = u[d],
            h = G(s, t),
            g =
              typeof h == `number`
                ? { mainAxis: h, crossAxis: 0 }
                : { mainAxis: h.mainAxis ?? 0, crossAxis: h.crossAxis ?? 0 };
          if (c) {
            let e = f === `y` ? `height` : `width`,
              t = a.reference[f] - a.floating[e] + g.mainAxis,
              n = a.reference[f] + a.reference[e] - g.mainAxis;
            p < t ? (p = t) : p > n && (p = n);
          }
          if (l) {
            let e = f === `y` ? `width` : `height`,
              t = ot.has(Ne(i)),
              n =
                a.reference[d] -
                a.floating[e] +
                ((t && o.offset?.[d]) || 0) +
                (t ? 0 : g.crossAxis),
              r =
                a.reference[d] +
                a.reference[e] +
                (t ? 0 : o.offset?.[d] || 0) -
                (t ? g.crossAxis : 0);
            m < n ? (m = n) : m > r && (m = r);
          }
          return { [f]: p, [d]: m };
        },
      }
    );
  },
  dt = function (e) {
    return (
      e === void 0 && (e = {}),
      {
        name: `size`,
        options: e,
        async fn(t) {
          let { placement: n, rects: r, platform: i, elements: a } = t,
            { apply: o = () => {}, ...s } = G(e, t),
            c = await i.detectOverflow(t, s),
            l = Ne(n),
            u = Pe(n),
            d = K(n) === `y`,
            { width: f, height: p } = r.floating,
            m,
            h;
          l === `top` || l === `bottom`
            ? ((m = l),
              (h =
                u === ((await (i.isRTL == null ? void 0 : i.isRTL(a.floating))) ? `start` : `end`)
                  ? `left`
                  : `right`))
            : ((h = l), (m = u === `end` ? `top` : `bottom`));
          let g = p - c.top - c.bottom,
            _ = f - c.left - c.right,
            v = H(p - c[m], g),
            y = H(f - c[h], _),
            b = t.middlewareData.shift,
            x = !b,
            S = v,
            C = y;
          (b != null && b.enabled.x && (C = _),
            b != null && b.enabled.y && (S = g),
            x && !u && (d ? (C = f - 2 * U(c.left, c.right)) : (S = p - 2 * U(c.top, c.bottom))),
            await o({ ...t, availableWidth: C, availableHeight: S }));
          let w = await i.getDimensions(a.floating);
          return f !== w.width || p !== w.height ? { reset: { rects: !0 } } : {};
        },
      }
    );
  };
function ft() {
  return typeof window < `u`;
}
function pt(e) {
  return mt(e) ? (e.nodeName || ``).toLowerCase() : `#document`;
}
function q(e) {
  var t;
  return (e == null || (t = e.ownerDocument) == null ? void 0 : t.defaultView) || window;
}
function J(e) {
  return ((mt(e) ? e.ownerDocument : e.document) || window.document)?.documentElement;
}
function mt(e) {
  return ft() ? e instanceof Node || e instanceof q(e).Node : !1;
}
function Y(e) {
  return ft() ? e instanceof Element || e instanceof q(e).Element : !1;
}
function ht(e) {
  return ft() ? e instanceof HTMLElement || e instanceof q(e).HTMLElement : !1;
}
function gt(e) {
  return !ft() || typeof ShadowRoot > `u`
    ? !1
    : e instanceof ShadowRoot || e instanceof q(e).ShadowRoot;
}
function _t(e) {
  let { overflow: t, overflowX: n, overflowY: r, display: i } = X(e);
  return /auto|scroll|overlay|hidden|clip/.test(t + r + n) && i !== `inline` && i !== `contents`;
}
function vt(e) {
  return /^(table|td|th)$/.test(pt(e));
}
function yt(e) {
  try {
    if (e.matches(`:popover-open`)) return !0;
  } catch {}
  try {
    return e.matches(`:modal`);
  } catch {
    return !1;
  }
}
var bt = /transform|translate|scale|rotate|perspective|filter/,
  xt = /paint|layout|strict|content/,
  St = (e) => !!e && e !== `none`,
  Ct;
function wt(e) {
  let t = Y(e) ? X(e) : e;
  return (
    St(t.transform) ||
    St(t.translate) ||
    St(t.scale) ||
    St(t.rotate) ||
    St(t.perspective) ||
    (!Et() && (St(t.backdropFilter) || St(t.filter))) ||
    bt.test(t.willChange || ``) ||
    xt.test(t.contain || ``)
  );
}
function Tt(e) {
  let t = kt(e);
  for (; ht(t) && !Dt(t);) {
    if (wt(t)) return t;
    if (yt(t)) return null;
    t = kt(t);
  }
  return null;
}
function Et() {
  return (
    (Ct ??= typeof CSS < `u` && CSS.supports && CSS.supports(`-webkit-backdrop-filter`, `none`)),
    Ct
  );
}
function Dt(e) {
  return /^(html|body|#document)$/.test(pt(e));
}
function X(e) {
  return q(e).getComputedStyle(e);
}
function Ot(e) {
  return Y(e)
    ? { scrollLeft: e.scrollLeft, scrollTop: e.scrollTop }
    : { scrollLeft: e.scrollX, scrollTop: e.scrollY };
}
function kt(e) {
  if (pt(e) === `html`) return e;
  let t = e.assignedSlot || e.parentNode || (gt(e) && e.host) || J(e);
  return gt(t) ? t.host : t;
}
function At(e) {
  let t = kt(e);
  return Dt(t) ? (e.ownerDocument || e).body : ht(t) && _t(t) ? t : At(t);
}
function jt(e, t, n) {
  (t === void 0 && (t = []), n === void 0 && (n = !0));
  let r = At(e),
    i = r === e.ownerDocument?.body,
    a = q(r);
  if (i) {
    let e = Mt(a);
    return t.concat(a, a.visualViewport || [], _t(r) ? r : [], e && n ? jt(e) : []);
  }
  return t.concat(r, jt(r, [], n));
}
function Mt(e) {
  return e.parent && Object.getPrototypeOf(e.parent) ? e.frameElement : null;
}
function Nt(e) {
  let t = X(e),
    n = parseFloat(t.width) || 0,
    r = parseFloat(t.height) || 0,
    i = ht(e),
    a = i ? e.offsetWidth : n,
    o = i ? e.offsetHeight : r,
    s = ke(n) !== a || ke(r) !== o;
  return (s && ((n = a), (r = o)), { width: n, height: r, $: s });
}
function Pt(e) {
  return Y(e) ? e : e.contextElement;
}
function Ft(e) {
  let t = Pt(e);
  if (!ht(t)) return W(1);
  let n = t.getBoundingClientRect(),
    { width: r, height: i, $: a } = Nt(t),
    o = (a ? ke(n.width) : n.width) / r,
    s = (a ? ke(n.height) : n.height) / i;
  return (
    (o && Number.isFinite(o)) || (o = 1),
    (s && Number.isFinite(s)) || (s = 1),
    { x: o, y: s }
  );
}
var It = W(0);
function Lt(e) {
  let t = q(e);
  return !Et() || !t.visualViewport
    ? It
    : { x: t.visualViewport.offsetLeft, y: t.visualViewport.offsetTop };
}
function Rt(e, t, n) {
  return (t === void 0 && (t = !1), !!n && t && n === q(e));
}
function zt(e, t, n, r) {
  (t === void 0 && (t = !1), n === void 0 && (n = !1));
  let i = e.getBoundingClientRect(),
    a = Pt(e),
    o = W(1);
  t && (r ? Y(r) && (o = Ft(r)) : (o = Ft(e)));
  let s = Rt(a, n, r) ? Lt(a) : W(0),
    c = (i.left + s.x) / o.x,
    l = (i.top + s.y) / o.y,
    u = i.width / o.x,
    d = i.height / o.y;
  if (a && r) {
    let e = q(a),
      t = Y(r) ? q(r) : r,
      n = e,
      i = Mt(n);
    for (; i && t !== n;) {
      let e = Ft(i),
        t = i.getBoundingClientRect(),
        r = X(i),
        a = t.left + (i.clientLeft + parseFloat(r.paddingLeft)) * e.x,
        o = t.top + (i.clientTop + parseFloat(r.paddingTop)) * e.y;
      ((c *= e.x), (l *= e.y), (u *= e.x), (d *= e.y), (c += a), (l += o), (n = q(i)), (i = Mt(n)));
    }
  }
  return Xe({ width: u, height: d, x: c, y: l });
}
function Bt(e, t) {
  let n = Ot(e).scrollLeft;
  return t ? t.left + n : zt(J(e)).left + n;
}
function Vt(e, t) {
  let n = e.getBoundingClientRect();
  return { x: n.left + t.scrollLeft - Bt(e, n), y: n.top + t.scrollTop };
}
function Ht(e) {
  let { elements: t, rect: n, offsetParent: r, strategy: i } = e,
    a = i === `fixed`,
    o = J(r),
    s = t ? yt(t.floating) : !1;
  if (r === o || (s && a)) return n;
  let c = { scrollLeft: 0, scrollTop: 0 },
    l = W(1),
    u = W(0),
    d = ht(r);
  if ((d || !a) && ((pt(r) !== `body` || _t(o)) && (c = Ot(r)), d)) {
    let e = zt(r);
    ((l = Ft(r)), (u.x = e.x + r.clientLeft), (u.y = e.y + r.clientTop));
  }
  let f = o && !d && !a ? Vt(o, c) : W(0);
  return {
    width: n.width * l.x,
    height: n.height * l.y,
    x: n.x * l.x - c.scrollLeft * l.x + u.x + f.x,
    y: n.y * l.y - c.scrollTop * l.y + u.y + f.y,
  };
}
function Ut(e) {
  return e.getClientRects ? Array.from(e.getClientRects()) : [];
}
function Wt(e) {
  let t = Ot(e),
    n = e.ownerDocument.body,
    r = U(e.scrollWidth, e.clientWidth, n.scrollWidth, n.clientWidth),
    i = U(e.scrollHeight, e.clientHeight, n.scrollHeight, n.clientHeight),
    a = -t.scrollLeft + Bt(e),
    o = -t.scrollTop;
  return (
    X(n).direction === `rtl` && (a += U(e.clientWidth, n.clientWidth) - r),
    { width: r, height: i, x: a, y: o }
  );
}
var Gt = 25;
function Kt(e, t, n) {
  n === void 0 && (n = `viewport`);
  let r = n === `layoutViewport`,
    i = q(e),
    a = J(e),
    o = i.visualViewport,
    s = a.clientWidth,
    c = a.clientHeight,
    l = 0,
    u = 0;
  if (o) {
    let e = !Et() || t === `fixed`;
    r
      ? e || ((l = -o.offsetLeft), (u = -o.offsetTop))
      : ((s = o.width), (c = o.height), e && ((l = o.offsetLeft), (u = o.offsetTop)));
  }
  if (Bt(a) <= 0) {
    let e = a.ownerDocument,
      t = e.body,
      n = getComputedStyle(t),
      r =
        (e.compatMode === `CSS1Compat` && parseFloat(n.marginLeft) + parseFloat(n.marginRight)) ||
        0,
      i = Math.abs(a.clientWidth - t.clientWidth - r),
      o = getComputedStyle(a).scrollbarGutter === `stable both-edges` ? i / 2 : i;
    o <= Gt && (s -= o);
  }
  return { width: s, height: c, x: l, y: u };
}
function qt(e, t) {
  let n = zt(e, !0, t === `fixed`),
    r = n.top + e.clientTop,
    i = n.left + e.clientLeft,
    a = Ft(e);
  return { width: e.clientWidth * a.x, height: e.clientHeight * a.y, x: i * a.x, y: r * a.y };
}
function Jt(e, t, n) {
  let r;
  if (t === `viewport` || t === `layoutViewport`) r = Kt(e, n, t);
  else if (t === `document`) r = Wt(J(e));
  else if (Y(t)) r = qt(t, n);
  else {
    let n = Lt(e);
    r = { x: t.x - n.x, y: t.y - n.y, width: t.width, height: t.height };
  }
  return Xe(r);
}
function Yt(e, t) {
  let n = t.get(e);
  if (n) return n;
  let r = jt(e, [], !1).filter((e) => Y(e) && pt(e) !== `body`),
    i = null,
    a = X(e).position === `fixed`,
    o = a ? kt(e) : e;
  for (; Y(o) && !Dt(o);) {
    let e = X(o),
      t = wt(o),
      n = i ? i.position : a ? `fixed` : ``;
    (!t && (n === `fixed` || (n === `absolute` && e.position === `static`))
      ? (r = r.filter((e) => e !== o))
      : (i = e),
      (o = kt(o)));
  }
  return (t.set(e, r), r);
}
function Xt(e) {
  let { element: t, boundary: n, rootBoundary: r, strategy: i } = e,
    a = [...(n === `clippingAncestors` ? (yt(t) ? [] : Yt(t, this._c)) : [].concat(n)), r],
    o = Jt(t, a[0], i),
    s = o.top,
    c = o.right,
    l = o.bottom,
    u = o.left;
  for (let e = 1; e < a.length; e++) {
    let n = Jt(t, a[e], i);
    ((s = U(n.top, s)), (c = H(n.right, c)), (l = H(n.bottom, l)), (u = U(n.left, u)));
  }
  return { width: c - u, height: l - s, x: u, y: s };
}
function Zt(e) {
  let { width: t, height: n } = Nt(e);
  return { width: t, height: n };
}
function Qt(e, t, n) {
  let r = ht(t),
    i = J(t),
    a = n === `fixed`,
    o = zt(e, !0, a, t),
    s = { scrollLeft: 0, scrollTop: 0 },
    c = W(0);
  if ((r || !a) && ((pt(t) !== `body` || _t(i)) && (s = Ot(t)), r)) {
    let e = zt(t, !0, a, t);
    ((c.x = e.x + t.clientLeft), (c.y = e.y + t.clientTop));
  }
  !r && i && (c.x = Bt(i));
  let l = i && !r && !a ? Vt(i, s) : W(0);
  return {
    x: o.left + s.scrollLeft - c.x - l.x,
    y: o.top + s.scrollTop - c.y - l.y,
    width: o.width,
    height: o.height,
  };
}
function $t(e) {
  return X(e).position === `static`;
}
function en(e, t) {
  if (!ht(e) || X(e).position === `fixed`) return null;
  if (t) return t(e);
  let n = e.offsetParent;
  return (J(e) === n && (n = n.ownerDocument.body), n);
}
function tn(e, t) {
  let n = q(e);
  if (yt(e)) return n;
  if (!ht(e)) {
    let t = kt(e);
    for (; t && !Dt(t);) {
      if (Y(t) && !$t(t)) return t;
      t = kt(t);
    }
    return n;
  }
  let r = en(e, t);
  for (; r && vt(r) && $t(r);) r = en(r, t);
  return r && Dt(r) && $t(r) && !wt(r) ? n : r || Tt(e) || n;
}
var nn = async function (e) {
  let t = this.getOffsetParent || tn,
    n = this.getDimensions,
    r = await n(e.floating);
  return {
    reference: Qt(e.reference, await t(e.floating), e.strategy),
    floating: { x: 0, y: 0, width: r.width, height: r.height },
  };
};
function rn(e) {
  return X(e).direction === `rtl`;
}
var an = {
  convertOffsetParentRelativeRectToViewportRelativeRect: Ht,
  getDocumentElement: J,
  getClippingRect: Xt,
  getOffsetParent: tn,
  getElementRects: nn,
  getClientRects: Ut,
  getDimensions: Zt,
  getScale: Ft,
  isElement: Y,
  isRTL: rn,
};
function on(e, t) {
  return e.x === t.x && e.y === t.y && e.width === t.width && e.height === t.height;
}
function sn(e, t, n) {
  let r = null,
    i,
    a = J(e);
  function o() {
    var e;
    (clearTimeout(i), (e = r) == null || e.disconnect(), (r = null));
  }
  function s(n, c) {
    (n === void 0 && (n = !1), c === void 0 && (c = 1), o());
    let l = e.getBoundingClientRect(),
      { left: u, top: d, width: f, height: p } = l;
    if ((n || t(), !f || !p)) return;
    let m = Ae(d),
      h = Ae(a.clientWidth - (u + f)),
      g = Ae(a.clientHeight - (d + p)),
      _ = Ae(u),
      v = {
        rootMargin: -m + `px ` + -h + `px ` + -g + `px ` + -_ + `px`,
        threshold: U(0, H(1, c)) || 1,
      },
      y = !0;
    function b(t) {
      let n = t[0].intersectionRatio;
      if (!on(l, e.getBoundingClientRect())) return s();
      if (n !== c) {
        if (!y) return s();
        n
          ? s(!1, n)
          : (i = setTimeout(() => {
              s(!1, 1e-7);
            }, 1e3));
      }
      y = !1;
    }
    try {
      r = new IntersectionObserver(b, { ...v, root: a.ownerDocument });
    } catch {
      r = new IntersectionObserver(b, v);
    }
    r.observe(e);
  }
  let c = q(e),
    l = () => s(n);
  return (
    c.addEventListener(`resize`, l),
    s(!0),
    () => {
      (c.removeEventListener(`resize`, l), o());
    }
  );
}
function cn(e, t, n, r) {
  r === void 0 && (r = {});
  let {
      ancestorScroll: i = !0,
      ancestorResize: a = !0,
      elementResize: o = typeof ResizeObserver == `function`,
      layoutShift: s = typeof IntersectionObserver == `function`,
      animationFrame: c = !1,
    } = r,
    l = Pt(e),
    u = i || a ? [...(l ? jt(l) : []), ...(t ? jt(t) : [])] : [];
  u.forEach((e) => {
    (i && e.addEventListener(`scroll`, n), a && e.addEventListener(`resize`, n));
  });
  let d = l && s ? sn(l, n, a) : null,
    f = -1,
    p = null;
  o &&
    ((p = new ResizeObserver((e) => {
      let [r] = e;
      (r &&
        r.target === l &&
        p &&
        t &&
        (p.unobserve(t),
        cancelAnimationFrame(f),
        (f = requestAnimationFrame(() => {
          var e;
          (e = p) == null || e.observe(t);
        }))),
        n());
    })),
    l && !c && p.observe(l),
    t && p.observe(t));
  let m,
    h = c ? zt(e) : null;
  c && g();
  function g() {
    let t = zt(e);
    (h && !on(h, t) && n(), (h = t), (m = requestAnimationFrame(g)));
  }
  return (
    n(),
    () => {
      var e;
      (u.forEach((e) => {
        (i && e.removeEventListener(`scroll`, n), a && e.removeEventListener(`resize`, n));
      }),
        d?.(),
        (e = p) == null || e.disconnect(),
        (p = null),
        c && cancelAnimationFrame(m));
    }
  );
}
var ln = ct,
  un = lt,
  dn = nt,
  fn = dt,
  pn = at,
  mn = tt,
  hn = ut,
  gn = (e, t, n) => {
    let r = new Map(),
      i = n ?? {},
      a = { ...an, ...i.platform, _c: r };
    return et(e, t, { ...i, platform: a });
  },
  _n = t(C(), 1),
  vn = typeof document < `u` ? E.useLayoutEffect : function () {};
function yn(e, t) {
  if (e === t) return !0;
  if (typeof e != typeof t) return !1;
  if (typeof e == `function` && e.toString() === t.toString()) return !0;
  let n, r, i;
  if (e && t && typeof e == `object`) {
    if (Array.isArray(e)) {
      if (((n = e.length), n !== t.length)) return !1;
      for (r = n; r-- !== 0;) if (!yn(e[r], t[r])) return !1;
      return !0;
    }
    if (((i = Object.keys(e)), (n = i.length), n !== Object.keys(t).length)) return !1;
    for (r = n; r-- !== 0;) if (!{}.hasOwnProperty.call(t, i[r])) return !1;
    for (r = n; r-- !== 0;) {
      let n = i[r];
      if (!(n === `_owner` && e.$$typeof) && !yn(e[n], t[n])) return !1;
    }
    return !0;
  }
  return e !== e && t !== t;
}
function bn(e) {
  return typeof window > `u` ? 1 : (e.ownerDocument.defaultView || window).devicePixelRatio || 1;
}
function xn(e, t) {
  let n = bn(e);
  return Math.round(t * n) / n;
}
function Sn(e) {
  let t = E.useRef(e);
  return (
    vn(() => {
      t.current = e;
    }),
    t
  );
}
function Cn(e) {
  e === void 0 && (e = {});
  let {
      placement: t = `bottom`,
      strategy: n = `absolute`,
      middleware: r = [],
      platform: i,
      elements: { reference: a, floating: o } = {},
      transform: s = !0,
      whileElementsMounted: c,
      open: l,
    } = e,
    [u, d] = E.useState({
      x: 0,
      y: 0,
      strategy: n,
      placement: t,
      middlewareData: {},
      isPositioned: !1,
    }),
    [f, p] = E.useState(r);
  yn(f, r) || p(r);
  let [m, h] = E.useState(null),
    [g, _] = E.useState(null),
    v = E.useCallback((e) => {
      e !== S.current && ((S.current = e), h(e));
    }, []),
    y = E.useCallback((e) => {
      e !== C.current && ((C.current = e), _(e));
    }, []),
    b = a || m,
    x = o || g,
    S = E.useRef(null),
    C = E.useRef(null),
    w = E.useRef(u),
    T = c != null,
    D = Sn(c),
    O = Sn(i),
    k = Sn(l),
    A = E.useCallback(() => {
      if (!S.current || !C.current) return;
      let e = { placement: t, strategy: n, middleware: f };
      (O.current && (e.platform = O.current),
        gn(S.current, C.current, e).then((e) => {
          let t = { ...e, isPositioned: k.current !== !1 };
          j.current &&
            !yn(w.current, t) &&
            ((w.current = t),
            _n.flushSync(() => {
              d(t);
            }));
        }));
    }, [f, t, n, O, k]);
  vn(() => {
    l === !1 &&
      w.current.isPositioned &&
      ((w.current.isPositioned = !1), d((e) => ({ ...e, isPositioned: !1 })));
  }, [l]);
  let j = E.useRef(!1);
  (vn(
    () => (
      (j.current = !0),
      () => {
        j.current = !1;
      }
    ),
    [],
  ),
    vn(() => {
      if ((b && (S.current = b), x && (C.current = x), b && x)) {
        if (D.current) return D.current(b, x, A);
        A();
      }
    }, [b, x, A, D, T]));
  let M = E.useMemo(() => ({ reference: S, floating: C, setReference: v, setFloating: y }), [v, y]),
    N = E.useMemo(() => ({ reference: b, floating: x }), [b, x]),
    ee = E.useMemo(() => {
      let e = { position: n, left: 0, top: 0 };
      if (!N.floating) return e;
      let t = xn(N.floating, u.x),
        r = xn(N.floating, u.y);
      return s
        ? {
            ...e,
            transform: `translate(` + t + `px, ` + r + `px)`,
            ...(bn(N.floating) >= 1.5 && { willChange: `transform` }),
          }
        : { position: n, left: t, top: r };
    }, [n, s, N.floating, u.x, u.y]);
  return E.useMemo(
    () => ({ ...u, update: A, refs: M, elements: N, floatingStyles: ee }),
    [u, A, M, N, ee],
  );
}
var wn = (e) => {
    function t(e) {
      return {}.hasOwnProperty.call(e, `current`);
    }
    return {
      name: `arrow`,
      options: e,
      fn(n) {
        let { element: r, padding: i } = typeof e == `function` ? e(n) : e;
        return r && t(r)
          ? r.current == null
            ? {}
            : mn({ element: r.current, padding: i }).fn(n)
          : r
            ? mn({ element: r, padding: i }).fn(n)
            : {};
      },
    };
  },
  Tn = (e, t) => {
    let n = ln(e);
    return { name: n.name, fn: n.fn, options: [e, t] };
  },
  En = (e, t) => {
    let n = un(e);
    return { name: n.name, fn: n.fn, options: [e, t] };
  },
  Dn = (e, t) => ({ fn: hn(e).fn, options: [e, t] }),
  On = (e, t) => {
    let n = dn(e);
    return { name: n.name, fn: n.fn, options: [e, t] };
  },
  kn = (e, t) => {
    let n = fn(e);
    return { name: n.name, fn: n.fn, options: [e, t] };
  },
  An = (e, t) => {
    let n = pn(e);
    return { name: n.name, fn: n.fn, options: [e, t] };
  },
  jn = (e, t) => {
    let n = wn(e);
    return { name: n.name, fn: n.fn, options: [e, t] };
  },
  Mn = Object.defineProperty,
  Nn = (e, t) => Mn(e, `name`, { value: t, configurable: !0 });
function Pn(e) {
  let [t, n] = E.useState(void 0);
  return (
    l(() => {
      if (e) {
        n({ width: e.offsetWidth, height: e.offsetHeight });
        let t = 0,
          r = new ResizeObserver((r) => {
            if (!Array.isArray(r) || !r.length) return;
            let i = r[0];
            (window.cancelAnimationFrame(t),
              (t = window.requestAnimationFrame(() => {
                let t, r;
                if (`borderBoxSize` in i) {
                  let e = i.borderBoxSize,
                    n = Array.isArray(e) ? e[0] : e;
                  ((t = n.inlineSize), (r = n.blockSize));
                } else ((t = e.offsetWidth), (r = e.offsetHeight));
                n({ width: t, height: r });
              })));
          });
        return (
          r.observe(e, { box: `border-box` }),
          () => {
            (window.cancelAnimationFrame(t), r.unobserve(e));
          }
        );
      }
      n(void 0);
    }, [e]),
    t
  );
}
Nn(Pn, `useSize`);
var Fn = Object.defineProperty,
  In = (e, t) => Fn(e, `name`, { value: t, configurable: !0 }),
  Ln = { Partial: `partial`, Always: `always` },
  Rn = { Optimized: `optimized`, Always: `always` },
  zn = `Popper`,
  [Bn, Vn] = d(zn),
  [Hn, Un] = Bn(zn),
  Wn = In((e) => {
    let { __scopePopper: t, children: n } = e,
      [r, i] = E.useState(null),
      [a, o] = E.useState(void 0);
    return (0, D.jsx)(Hn, {
      scope: t,
      anchor: r,
      onAnchorChange: i,
      placementState: a,
      setPlacementState: o,
      children: n,
    });
  }, `Popper`),
  Gn = `PopperAnchor`,
  Kn = E.forwardRef(
    In(function (e, t) {
      let { __scopePopper: n, virtualRef: r, ...i } = e,
        a = Un(Gn, n),
        o = E.useRef(null),
        c = a.onAnchorChange,
        l = E.useCallback(
          (e) => {
            ((o.current = e), e && c(e));
          },
          [c],
        ),
        u = m(t, l),
        d = E.useRef(null);
      E.useEffect(() => {
        if (!r) return;
        let e = d.current;
        ((d.current = r.current), e !== d.current && c(d.current));
      });
      let f = a.placementState && $n(a.placementState),
        p = f?.[0],
        h = f?.[1];
      return r
        ? null
        : (0, D.jsx)(s.div, {
            "data-radix-popper-side": p,
            "data-radix-popper-align": h,
            ...i,
            ref: u,
          });
    }, `PopperAnchor`),
  ),
  qn = `PopperContent`,
  [Jn, Yn] = Bn(qn),
  Xn = E.forwardRef(
    In(function (e, t) {
      let {
          __scopePopper: n,
          side: r = `bottom`,
          sideOffset: i = 0,
          align: a = `center`,
          alignOffset: o = 0,
          arrowPadding: c = 0,
          avoidCollisions: u = !0,
          collisionBoundary: d = [],
          collisionPadding: f = 0,
          sticky: p = Ln.Partial,
          hideWhenDetached: h = !1,
          updatePositionStrategy: g = Rn.Optimized,
          onPlaced: _,
          ...v
        } = e,
        b = Un(qn, n),
        [x, S] = E.useState(null),
        C = m(t, S),
        [w, T] = E.useState(null),
        O = Pn(w),
        k = O?.width ?? 0,
        A = O?.height ?? 0,
        j = r + (a === `center` ? `` : `-` + a),
        M = typeof f == `number` ? f : { top: 0, right: 0, bottom: 0, left: 0, ...f },
        N = Array.isArray(d) ? d : [d],
        ee = N.length > 0,
        P = { padding: M, boundary: N.filter(Zn), altBoundary: ee },
        {
          refs: F,
          floatingStyles: te,
          placement: ne,
          isPositioned: I,
          middlewareData: L,
        } = Cn({
          strategy: `fixed`,
          placement: j,
          whileElementsMounted: In(
            (...e) => cn(...e, { animationFrame: g === Rn.Always }),
            `whileElementsMounted`,
          ),
          elements: { reference: b.anchor },
          middleware: [
            Tn({ mainAxis: i + A, alignmentAxis: o }),
            u &&
              En({
                mainAxis: !0,
                crossAxis: !1,
                ...(p === Ln.Partial ? { limiter: Dn() } : {}),
                ...P,
              }),
            u && On({ ...P }),
            kn({
              ...P,
              apply: In(({ elements: e, rects: t, availableWidth: n, availableHeight: r }) => {
                let { width: i, height: a } = t.reference,
                  o = e.floating.style;
                (o.setProperty(`--radix-popper-available-width`, `${n}px`),
                  o.setProperty(`--radix-popper-available-height`, `${r}px`),
                  o.setProperty(`--radix-popper-anchor-width`, `${i}px`),
                  o.setProperty(`--radix-popper-anchor-height`, `${a}px`));
              }, `apply`),
            }),
            w && jn({ element: w, padding: c }),
            Qn({ arrowWidth: k, arrowHeight: A }),
            h &&
              An(
                ee
                  ? { strategy: `referenceHidden`, ...P }
                  : { strategy: `referenceHidden`, padding: P.padding, altBoundary: P.altBoundary },
              ),
          ],
        }),
        R = b.setPlacementState;
      l(
        () => (
          R(ne),
          () => {
            R(void 0);
          }
        ),
        [ne, R],
      );
      let [re, ie] = $n(ne),
        ae = y(_);
      l(() => {
        I && ae?.();
      }, [I, ae]);
      let oe = L.arrow?.x,
        z = L.arrow?.y,
        se = L.arrow?.centerOffset !== 0,
        [ce, le] = E.useState();
      return (
        l(() => {
          x && le(window.getComputedStyle(x).zIndex);
        }, [x]),
        (0, D.jsx)(`div`, {
          ref: F.setFloating,
          "data-radix-popper-content-wrapper": ``,
          style: {
            ...te,
            transform: I ? te.transform : `translate(0, -200%)`,
            minWidth: `max-content`,
            zIndex: ce,
            "--radix-popper-transform-origin": [L.transformOrigin?.x, L.transformOrigin?.y].join(
              ` `,
            ),
            ...(L.hide?.referenceHidden && { visibility: `hidden`, pointerEvents: `none` }),
          },
          dir: e.dir,
          children: (0, D.jsx)(Jn, {
            scope: n,
            placedSide: re,
            placedAlign: ie,
            onArrowChange: T,
            arrowX: oe,
            arrowY: z,
            shouldHideArrow: se,
            children: (0, D.jsx)(s.div, {
              "data-side": re,
              "data-align": ie,
              ...v,
              ref: C,
              style: { ...v.style, animation: I ? v.style?.animation : `none` },
            }),
          }),
        })
      );
    }, `PopperContent`),
  );
function Zn(e) {
  return e !== null;
}
In(Zn, `isNotNull`);
var Qn = In(
  (e) => ({
    name: `transformOrigin`,
    options: e,
    fn(t) {
      let { placement: n, rects: r, middlewareData: i } = t,
        a = i.arrow?.centerOffset !== 0,
        o = a ? 0 : e.arrowWidth,
        s = a ? 0 : e.arrowHeight,
        [c, l] = $n(n),
        u = { start: `0%`, center: `50%`, end: `100%` }[l],
        d = (i.arrow?.x ?? 0) + o / 2,
        f = (i.arrow?.y ?? 0) + s / 2,
        p = ``,
        m = ``;
      return (
        c === `bottom`
          ? ((p = a ? u : `${d}px`), (m = `${-s}px`))
          : c === `top`
            ? ((p = a ? u : `${d}px`), (m = `${r.floating.height + s}px`))
            : c === `right`
              ? ((p = `${-s}px`), (m = a ? u : `${f}px`))
              : c === `left` && ((p = `${r.floating.width + s}px`), (m = a ? u : `${f}px`)),
        { data: { x: p, y: m } }
      );
    },
  }),
  `transformOrigin`,
);
function $n(e) {
  let [t, n = `center`] = e.split(`-`);
  return [t, n];
}
In($n, `getSideAndAlignFromPlacement`);
var er = Object.defineProperty,
  tr = E.forwardRef(
    ((e, t) => er(e, `name`, { value: t, configurable: !0 }))(function (e, t) {
      let { container: n, ...r } = e,
        [i, a] = E.useState(!1);
      l(() => a(!0), []);
      let o = n || (i && globalThis?.document?.body);
      return o ? _n.createPortal((0, D.jsx)(s.div, { ...r, ref: t }), o) : null;
    }, `Portal`),
  ),
  nr = function (e) {
    return typeof document > `u` ? null : (Array.isArray(e) ? e[0] : e).ownerDocument.body;
  },
  rr = new WeakMap(),
  ir = new WeakMap(),
  ar = {},
  or = 0,
  sr = function (e) {
    return e && (e.host || sr(e.parentNode));
  },
  cr = function (e, t) {
    return t
      .map(function (t) {
        if (e.contains(t)) return t;
        var n = sr(t);
        return n && e.contains(n)
          ? n
          : (console.error(`aria-hidden`, t, `in not contained inside`, e, `. Doing nothing`),
            null);
      })
      .filter(function (e) {
        return !!e;
      });
  },
  lr = function (e, t, n, r) {
    var i = cr(t, Array.isArray(e) ? e : [e]);
    ar[n] || (ar[n] = new WeakMap());
    var a = ar[n],
      o = [],
      s = new Set(),
      c = new Set(i),
      l = function (e) {
        e && !s.has(e) && (s.add(e), l(e.parentNode));
      };
    i.forEach(l);
    var u = function (e) {
      e &&
        !c.has(e) &&
        Array.prototype.forEach.call(e.children, function (e) {
          if (s.has(e)) u(e);
          else
            try {
              var t = e.getAttribute(r),
                i = t !== null && t !== `false`,
                c = (rr.get(e) || 0) + 1,
                l = (a.get(e) || 0) + 1;
              (rr.set(e, c),
                a.set(e, l),
                o.push(e),
                c === 1 && i && ir.set(e, !0),
                l === 1 && e.setAttribute(n, `true`),
                i || e.setAttribute(r, `true`));
            } catch (t) {
              console.error(`aria-hidden: cannot operate on `, e, t);
            }
        });
    };
    return (
      u(t),
      s.clear(),
      or++,
      function () {
        (o.forEach(function (e) {
          var t = rr.get(e) - 1,
            i = a.get(e) - 1;
          (rr.set(e, t),
            a.set(e, i),
            t || (ir.has(e) || e.removeAttribute(r), ir.delete(e)),
            i || e.removeAttribute(n));
        }),
          or--,
          or || ((rr = new WeakMap()), (rr = new WeakMap()), (ir = new WeakMap()), (ar = {})));
      }
    );
  },
  ur = function (e, t, n) {
    n === void 0 && (n = `data-aria-hidden`);
    var r = Array.from(Array.isArray(e) ? e : [e]),
      i = t || nr(e);
    return i
      ? (r.push.apply(r, Array.from(i.querySelectorAll(`[aria-live], script`))),
        lr(r, i, n, `aria-hidden`))
      : function () {
          return null;
        };
  },
  Z = function () {
    return (
      (Z =
        Object.assign ||
        function (e) {
          for (var t, n = 1, r = arguments.length; n < r; n++)
            for (var i in ((t = arguments[n]), t))
              Object.prototype.hasOwnProperty.call(t, i) && (e[i] = t[i]);
          return e;
        }),
      Z.apply(this, arguments)
    );
  };
function dr(e, t) {
  var n = {};
  for (var r in e) Object.prototype.hasOwnProperty.call(e, r) && t.indexOf(r) < 0 && (n[r] = e[r]);
  if (e != null && typeof Object.getOwnPropertySymbols == `function`)
    for (var i = 0, r = Object.getOwnPropertySymbols(e); i < r.length; i++)
      t.indexOf(r[i]) < 0 &&
        Object.prototype.propertyIsEnumerable.call(e, r[i]) &&
        (n[r[i]] = e[r[i]]);
  return n;
}
function fr(e, t, n) {
  if (n || arguments.length === 2)
    for (var r = 0, i = t.length, a; r < i; r++)
      (a || !(r in t)) && ((a ||= Array.prototype.slice.call(t, 0, r)), (a[r] = t[r]));
  return e.concat(a || Array.prototype.slice.call(t));
}
var pr = `right-scroll-bar-position`,
  mr = `width-before-scroll-bar`,
  hr = `with-scroll-bars-hidden`,
  gr = `--removed-body-scroll-bar-size`;
function _r(e, t) {
  return (typeof e == `function` ? e(t) : e && (e.current = t), e);
}
function vr(e, t) {
  var n = (0, E.useState)(function () {
    return {
      value: e,
      callback: t,
      facade: {
        get current() {
          return n.value;
        },
        set current(e) {
          var t = n.value;
          t !== e && ((n.value = e), n.callback(e, t));
        },
      },
    };
  })[0];
  return ((n.callback = t), n.facade);
}
var yr = typeof window < `u` ? E.useLayoutEffect : E.useEffect,
  br = new WeakMap();
function xr(e, t) {
  var n = vr(t || null, function (t) {
    return e.forEach(function (e) {
      return _r(e, t);
    });
  });
  return (
    yr(
      function () {
        var t = br.get(n);
        if (t) {
          var r = new Set(t),
            i = new Set(e),
            a = n.current;
          (r.forEach(function (e) {
            i.has(e) || _r(e, null);
          }),
            i.forEach(function (e) {
              r.has(e) || _r(e, a);
            }));
        }
        br.set(n, e);
      },
      [e],
    ),
    n
  );
}
function Sr(e) {
  return e;
}
function Cr(e, t) {
  t === void 0 && (t = Sr);
  var n = [],
    r = !1;
  return {
    read: function () {
      if (r)
        throw Error(
          "Sidecar: could not `read` from an `assigned` medium. `read` could be used only with `useMedium`.",
        );
      return n.length ? n[n.length - 1] : e;
    },
    useMedium: function (e) {
      var i = t(e, r);
      return (
        n.push(i),
        function () {
          n = n.filter(function (e) {
            return e !== i;
          });
        }
      );
    },
    assignSyncMedium: function (e) {
      for (r = !0; n.length;) {
        var t = n;
        ((n = []), t.forEach(e));
      }
      n = {
        push: function (t) {
          return e(t);
        },
        filter: function () {
          return n;
        },
      };
    },
    assignMedium: function (e) {
      r = !0;
      var t = [];
      if (n.length) {
        var i = n;
        ((n = []), i.forEach(e), (t = n));
      }
      var a = function () {
          var n = t;
          ((t = []), n.forEach(e));
        },
        o = function () {
          return Promise.resolve().then(a);
        };
      (o(),
        (n = {
          push: function (e) {
            (t.push(e), o());
          },
          filter: function (e) {
            return ((t = t.filter(e)), n);
          },
        }));
    },
  };
}
function wr(e) {
  e === void 0 && (e = {});
  var t = Cr(null);
  return ((t.options = Z({ async: !0, ssr: !1 }, e)), t);
}
var Tr = function (e) {
  var t = e.sideCar,
    n = dr(e, [`sideCar`]);
  if (!t) throw Error("Sidecar: please provide `sideCar` property to import the right car");
  var r = t.read();
  if (!r) throw Error(`Sidecar medium not found`);
  return E.createElement(r, Z({}, n));
};
Tr.isSideCarExport = !0;
function Er(e, t) {
  return (e.useMedium(t), Tr);
}
var Dr = wr(),
  Or = function () {},
  kr = E.forwardRef(function (e, t) {
    var n = E.useRef(null),
      r = E.useState({ onScrollCapture: Or, onWheelCapture: Or, onTouchMoveCapture: Or }),
      i = r[0],
      a = r[1],
      o = e.forwardProps,
      s = e.children,
      c = e.className,
      l = e.removeScrollBar,
      u = e.enabled,
      d = e.shards,
      f = e.sideCar,
      p = e.noRelative,
      m = e.noIsolation,
      h = e.inert,
      g = e.allowPinchZoom,
      _ = e.as,
      v = _ === void 0 ? `div` : _,
      y = e.gapMode,
      b = dr(e, [
        `forwardProps`,
        `children`,
        `className`,
        `removeScrollBar`,
        `enabled`,
        `shards`,
        `sideCar`,
        `noRelative`,
        `noIsolation`,
        `inert`,
        `allowPinchZoom`,
        `as`,
        `gapMode`,
      ]),
      x = f,
      S = xr([n, t]),
      C = Z(Z({}, b), i);
    return E.createElement(
      E.Fragment,
      null,
      u &&
        E.createElement(x, {
          sideCar: Dr,
          removeScrollBar: l,
          shards: d,
          noRelative: p,
          noIsolation: m,
          inert: h,
          setCallbacks: a,
          allowPinchZoom: !!g,
          lockRef: n,
          gapMode: y,
        }),
      o
        ? E.cloneElement(E.Children.only(s), Z(Z({}, C), { ref: S }))
        : E.createElement(v, Z({}, C, { className: c, ref: S }), s),
    );
  });
((kr.defaultProps = { enabled: !0, removeScrollBar: !0, inert: !1 }),
  (kr.classNames = { fullWidth: mr, zeroRight: pr }));
var Ar = function () {
  if (typeof __webpack_nonce__ < `u`) return __webpack_nonce__;
};
function jr() {
  if (!document) return null;
  var e = document.createElement(`style`);
  e.type = `text/css`;
  var t = Ar();
  return (t && e.setAttribute(`nonce`, t), e);
}
function Mr(e, t) {
  e.styleSheet ? (e.styleSheet.cssText = t) : e.appendChild(document.createTextNode(t));
}
function Nr(e) {
  (document.head || document.getElementsByTagName(`head`)[0]).appendChild(e);
}
var Pr = function () {
    var e = 0,
      t = null;
    return {
      add: function (n) {
        (e == 0 && (t = jr()) && (Mr(t, n), Nr(t)), e++);
      },
      remove: function () {
        (e--, !e && t && (t.parentNode && t.parentNode.removeChild(t), (t = null)));
      },
    };
  },
  Fr = function () {
    var e = Pr();
    return function (t, n) {
      E.useEffect(
        function () {
          return (
            e.add(t),
            function () {
              e.remove();
            }
          );
        },
        [t && n],
      );
    };
  },
  Ir = function () {
    var e = Fr();
    return function (t) {
      var n = t.styles,
        r = t.dynamic;
      return (e(n, r), null);
    };
  },
  Lr = { left: 0, top: 0, right: 0, gap: 0 },
  Rr = function (e) {
    return parseInt(e || ``, 10) || 0;
  },
  zr = function (e) {
    var t = window.getComputedStyle(document.body),
      n = t[e === `padding` ? `paddingLeft` : `marginLeft`],
      r = t[e === `padding` ? `paddingTop` : `marginTop`],
      i = t[e === `padding` ? `paddingRight` : `marginRight`];
    return [Rr(n), Rr(r), Rr(i)];
  },
  Br = function (e) {
    if ((e === void 0 && (e = `margin`), typeof window > `u`)) return Lr;
    var t = zr(e),
      n = document.documentElement.clientWidth,
      r = window.innerWidth;
    return { left: t[0], top: t[1], right: t[2], gap: Math.max(0, r - n + t[2] - t[0]) };
  },
  Vr = Ir(),
  Hr = `data-scroll-locked`,
  Ur = function (e, t, n, r) {
    var i = e.left,
      a = e.top,
      o = e.right,
      s = e.gap;
    return (
      n === void 0 && (n = `margin`),
      `
  .${hr} {
   overflow: hidden ${r};
   padding-right: ${s}px ${r};
  }
  body[${Hr}] {
    overflow: hidden ${r};
    overscroll-behavior: contain;
    ${[
      t && `position: relative ${r};`,
      n === `margin` &&
        `
    padding-left: ${i}px;
    padding-top: ${a}px;
    padding-right: ${o}px;
    margin-left:0;
    margin-top:0;
    margin-right: ${s}px ${r};
    `,
      n === `padding` && `padding-right: ${s}px ${r};`,
    ]
      .filter(Boolean)
      .join(``)}
  }
  
  .${pr} {
    right: ${s}px ${r};
  }
  
  .${mr} {
    margin-right: ${s}px ${r};
  }
  
  .${pr} .${pr} {
    right: 0 ${r};
  }
  
  .${mr} .${mr} {
    margin-right: 0 ${r};
  }
  
  body[${Hr}] {
    ${gr}: ${s}px;
  }
`
    );
  },
  Wr = function () {
    var e = parseInt(document.body.getAttribute(`data-scroll-locked`) || `0`, 10);
    return isFinite(e) ? e : 0;
  },
  Gr = function () {
    E.useEffect(function () {
      return (
        document.body.setAttribute(Hr, (Wr() + 1).toString()),
        function () {
          var e = Wr() - 1;
          e <= 0 ? document.body.removeAttribute(Hr) : document.body.setAttribute(Hr, e.toString());
        }
      );
    }, []);
  },
  Kr = function (e) {
    var t = e.noRelative,
      n = e.noImportant,
      r = e.gapMode,
      i = r === void 0 ? `margin` : r;
    Gr();
    var a = E.useMemo(
      function () {
        return Br(i);
      },
      [i],
    );
    return E.createElement(Vr, { styles: Ur(a, !t, i, n ? `` : `!important`) });
  },
  qr = !1;
if (typeof window < `u`)
  try {
    var Jr = Object.defineProperty({}, "passive", {
      get: function () {
        return ((qr = !0), !0);
      },
    });
    (window.addEventListener(`test`, Jr, Jr), window.removeEventListener(`test`, Jr, Jr));
  } catch {
    qr = !1;
  }
var Yr = qr ? { passive: !1 } : !1,
  Xr = function (e) {
    return e.tagName === `TEXTAREA`;
  },
  Zr = function (e, t) {
    if (!(e instanceof Element)) return !1;
    var n = window.getComputedStyle(e);
    return n[t] !== `hidden` && !(n.overflowY === n.overflowX && !Xr(e) && n[t] === `visible`);
  },
  Qr = function (e) {
    return Zr(e, `overflowY`);
  },
  $r = function (e) {
    return Zr(e, `overflowX`);
  },
  ei = function (e, t) {
    var n = t.ownerDocument,
      r = t;
    do {
      if ((typeof ShadowRoot < `u` && r instanceof ShadowRoot && (r = r.host), ri(e, r))) {
        var i = ii(e, r);
        if (i[1] > i[2]) return !0;
      }
      r = r.parentNode;
    } while (r && r !== n.body);
    return !1;
  },
  ti = function (e) {
    return [e.scrollTop, e.scrollHeight, e.clientHeight];
  },
  ni = function (e) {
    return [e.scrollLeft, e.scrollWidth, e.clientWidth];
  },
  ri = function (e, t) {
    return e === `v` ? Qr(t) : $r(t);
  },
  ii = function (e, t) {
    return e === `v` ? ti(t) : ni(t);
  },
  ai = function (e, t) {
    return e === `h` && t === `rtl` ? -1 : 1;
  },
  oi = function (e, t, n, r, i) {
    var a = ai(e, window.getComputedStyle(t).direction),
      o = a * r,
      s = n.target,
      c = t.contains(s),
      l = !1,
      u = o > 0,
      d = 0,
      f = 0;
    do {
      if (!s) break;
      var p = ii(e, s),
        m = p[0],
        h = p[1] - p[2] - a * m;
      (m || h) && ri(e, s) && ((d += h), (f += m));
      var g = s.parentNode;
      s = g && g.nodeType === Node.DOCUMENT_FRAGMENT_NODE ? g.host : g;
    } while ((!c && s !== document.body) || (c && (t.contains(s) || t === s)));
    return (
      ((u && ((i && Math.abs(d) < 1) || (!i && o > d))) ||
        (!u && ((i && Math.abs(f) < 1) || (!i && -o > f)))) &&
        (l = !0),
      l
    );
  },
  si = function (e) {
    return `changedTouches` in e
      ? [e.changedTouches[0].clientX, e.changedTouches[0].clientY]
      : [0, 0];
  },
  ci = function (e) {
    return [e.deltaX, e.deltaY];
  },
  li = function (e) {
    return e && `current` in e ? e.current : e;
  },
  ui = function (e, t) {
    return e[0] === t[0] && e[1] === t[1];
  },
  di = function (e) {
    return `
  .block-interactivity-${e} {pointer-events: none;}
  .allow-interactivity-${e} {pointer-events: all;}
`;
  },
  fi = 0,
  pi = [];
function mi(e) {
  var t = E.useRef([]),
    n = E.useRef([0, 0]),
    r = E.useRef(),
    i = E.useState(fi++)[0],
    a = E.useState(Ir)[0],
    o = E.useRef(e);
  (E.useEffect(
    function () {
      o.current = e;
    },
    [e],
  ),
    E.useEffect(
      function () {
        if (e.inert) {
          document.body.classList.add(`block-interactivity-${i}`);
          var t = fr([e.lockRef.current], (e.shards || []).map(li), !0).filter(Boolean);
          return (
            t.forEach(function (e) {
              return e.classList.add(`allow-interactivity-${i}`);
            }),
            function () {
              (document.body.classList.remove(`block-interactivity-${i}`),
                t.forEach(function (e) {
                  return e.classList.remove(`allow-interactivity-${i}`);
                }));
            }
          );
        }
      },
      [e.inert, e.lockRef.current, e.shards],
    ));
  var s = E.useCallback(function (e, t) {
      if ((`touches` in e && e.touches.length === 2) || (e.type === `wheel` && e.ctrlKey))
        return !o.current.allowPinchZoom;
      var i = si(e),
        a = n.current,
        s = `deltaX` in e ? e.deltaX : a[0] - i[0],
        c = `deltaY` in e ? e.deltaY : a[1] - i[1],
        l,
        u = e.target,
        d = Math.abs(s) > Math.abs(c) ? `h` : `v`;
      if (`touches` in e && d === `h` && u.type === `range`) return !1;
      var f = window.getSelection(),
        p = f && f.anchorNode;
      if (p && (p === u || p.contains(u))) return !1;
      var m = ei(d, u);
      if (!m) return !0;
      if ((m ? (l = d) : ((l = d === `v` ? `h` : `v`), (m = ei(d, u))), !m)) return !1;
      if ((!r.current && `changedTouches` in e && (s || c) && (r.current = l), !l)) return !0;
      var h = r.current || l;
      return oi(h, t, e, h === `h` ? s : c, !0);
    }, []),
    c = E.useCallback(function (e) {
      var n = e;
      if (pi.length && pi[pi.length - 1] === a) {
        var r = `deltaY` in n ? ci(n) : si(n),
          i = t.current.filter(function (e) {
            return (
              e.name === n.type &&
              (e.target === n.target || n.target === e.shadowParent) &&
              ui(e.delta, r)
            );
          })[0];
        if (i && i.should) n.cancelable && n.preventDefault();
        else if (!i) {
          var c = (o.current.shards || [])
            .map(li)
            .filter(Boolean)
            .filter(function (e) {
              return e.contains(n.target);
            });
          (c.length > 0 ? s(n, c[0]) : !o.current.noIsolation) &&
            n.cancelable &&
            n.preventDefault();
        }
      }
    }, []),
    l = E.useCallback(function (e, n, r, i) {
      var a = { name: e, delta: n, target: r, should: i, shadowParent: hi(r) };
      (t.current.push(a),
        setTimeout(function () {
          t.current = t.current.filter(function (e) {
            return e !== a;
          });
        }, 1));
    }, []),
    u = E.useCallback(function (e) {
      ((n.current = si(e)), (r.current = void 0));
    }, []),
    d = E.useCallback(function (t) {
      l(t.type, ci(t), t.target, s(t, e.lockRef.current));
    }, []),
    f = E.useCallback(function (t) {
      l(t.type, si(t), t.target, s(t, e.lockRef.current));
    }, []);
  E.useEffect(function () {
    return (
      pi.push(a),
      e.setCallbacks({ onScrollCapture: d, onWheelCapture: d, onTouchMoveCapture: f }),
      document.addEventListener(`wheel`, c, Yr),
      document.addEventListener(`touchmove`, c, Yr),
      document.addEventListener(`touchstart`, u, Yr),
      function () {
        ((pi = pi.filter(function (e) {
          return e !== a;
        })),
          document.removeEventListener(`wheel`, c, Yr),
          document.removeEventListener(`touchmove`, c, Yr),
          document.removeEventListener(`touchstart`, u, Yr));
      }
    );
  }, []);
  var p = e.removeScrollBar,
    m = e.inert;
  return E.createElement(
    E.Fragment,
    null,
    m ? E.createElement(a, { styles: di(i) }) : null,
    p ? E.createElement(Kr, { noRelative: e.noRelative, gapMode: e.gapMode }) : null,
  );
}
function hi(e) {
  for (var t = null; e !== null;)
    (e instanceof ShadowRoot && ((t = e.host), (e = e.host)), (e = e.parentNode));
  return t;
}
var gi = Er(Dr, mi),
  _i = E.forwardRef(function (e, t) {
    return E.createElement(kr, Z({}, e, { ref: t, sideCar: gi }));
  });
_i.classNames = kr.classNames;
var vi = Object.defineProperty,
  Q = (e, t) => vi(e, `name`, { value: t, configurable: !0 }),
  yi = [`Enter`, ` `],
  bi = [`ArrowDown`, `PageUp`, `Home`],
  xi = [`ArrowUp`, `PageDown`, `End`],
  Si = [...bi, ...xi];
([...yi], [...yi]);
var Ci = `Menu`,
  [wi, Ti, Ei] = c(Ci),
  [Di, Oi] = d(Ci, [Ei, Vn, f]),
  ki = Vn(),
  Ai = f(),
  [ji, Mi] = Di(Ci),
  [Ni, Pi] = Di(Ci),
  Fi = Q((e) => {
    let { __scopeMenu: t, open: n = !1, children: r, dir: i, onOpenChange: o, modal: s = !0 } = e,
      c = ki(t),
      [l, u] = E.useState(null),
      d = E.useRef(!1),
      f = y(o),
      p = a(i);
    return (
      E.useEffect(() => {
        let e = Q(() => {
            ((d.current = !0),
              document.addEventListener(`pointerdown`, t, { capture: !0, once: !0 }),
              document.addEventListener(`pointermove`, t, { capture: !0, once: !0 }));
          }, `handleKeyDown`),
          t = Q(() => (d.current = !1), `handlePointer`);
        return (
          document.addEventListener(`keydown`, e, { capture: !0 }),
          () => {
            (document.removeEventListener(`keydown`, e, { capture: !0 }),
              document.removeEventListener(`pointerdown`, t, { capture: !0 }),
              document.removeEventListener(`pointermove`, t, { capture: !0 }));
          }
        );
      }, []),
      E.useEffect(() => {
        if (!n) return;
        let e = Q(() => f(!1), `handleBlur`);
        return (window.addEventListener(`blur`, e), () => window.removeEventListener(`blur`, e));
      }, [n, f]),
      (0, D.jsx)(Wn, {
        ...c,
        children: (0, D.jsx)(ji, {
          scope: t,
          open: n,
          onOpenChange: f,
          content: l,
          onContentChange: u,
          children: (0, D.jsx)(Ni, {
            scope: t,
            onClose: E.useCallback(() => f(!1), [f]),
            isUsingKeyboardRef: d,
            dir: p,
            modal: s,
            children: r,
          }),
        }),
      })
    );
  }, `Menu`),
  Ii = E.forwardRef(
    Q(function (e, t) {
      let { __scopeMenu: n, ...r } = e,
        i = ki(n);
      return (0, D.jsx)(Kn, { ...i, ...r, ref: t });
    }, `MenuAnchor`),
  ),
  Li = `MenuPortal`,
  [Ri, zi] = Di(Li, { forceMount: void 0 }),
  Bi = Q((e) => {
    let { __scopeMenu: t, forceMount: n, children: r, container: i } = e,
      a = Mi(Li, t);
    return (0, D.jsx)(Ri, {
      scope: t,
      forceMount: n,
      children: (0, D.jsx)(b, {
        present: n || a.open,
        children: (0, D.jsx)(tr, { asChild: !0, container: i, children: r }),
      }),
    });
  }, `MenuPortal`),
  $ = `MenuContent`,
  [Vi, Hi] = Di($),
  Ui = E.forwardRef(
    Q(function (e, t) {
      let n = zi($, e.__scopeMenu),
        { forceMount: r = n.forceMount, ...i } = e,
        a = Mi($, e.__scopeMenu),
        o = Pi($, e.__scopeMenu);
      return (0, D.jsx)(wi.Provider, {
        scope: e.__scopeMenu,
        children: (0, D.jsx)(b, {
          present: r || a.open,
          children: (0, D.jsx)(wi.Slot, {
            scope: e.__scopeMenu,
            children: o.modal ? (0, D.jsx)(Wi, { ...i, ref: t }) : (0, D.jsx)(Gi, { ...i, ref: t }),
          }),
        }),
      });
    }, `MenuContent`),
  ),
  Wi = E.forwardRef(
    Q(function (e, t) {
      let n = Mi($, e.__scopeMenu),
        r = E.useRef(null),
        i = m(t, r);
      return (
        E.useEffect(() => {
          let e = r.current;
          if (e) return ur(e);
        }, []),
        (0, D.jsx)(qi, {
          ...e,
          ref: i,
          trapFocus: n.open,
          disableOutsidePointerEvents: n.open,
          disableOutsideScroll: !0,
          onFocusOutside: u(e.onFocusOutside, (e) => e.preventDefault(), {
            checkForDefaultPrevented: !1,
          }),
          onDismiss: () => n.onOpenChange(!1),
        })
      );
    }, `MenuRootContentModal`),
  ),
  Gi = E.forwardRef(
    Q(function (e, t) {
      let n = Mi($, e.__scopeMenu);
      return (0, D.jsx)(qi, {
        ...e,
        ref: t,
        trapFocus: !1,
        disableOutsidePointerEvents: !1,
        disableOutsideScroll: !1,
        onDismiss: () => n.onOpenChange(!1),
      });
    }, `MenuRootContentNonModal`),
  ),
  Ki = _(`MenuContent.ScrollLock`),
  qi = E.forwardRef(
    Q(function (e, t) {
      let {
          __scopeMenu: n,
          loop: r = !1,
          trapFocus: i,
          onOpenAutoFocus: a,
          onCloseAutoFocus: o,
          disableOutsidePointerEvents: s,
          onEntryFocus: c,
          onEscapeKeyDown: l,
          onPointerDownOutside: d,
          onFocusOutside: f,
          onInteractOutside: p,
          onDismiss: g,
          disableOutsideScroll: _,
          ...v
        } = e,
        y = Mi($, n),
        b = Pi($, n),
        x = ki(n),
        S = Ai(n),
        C = Ti(n),
        [w, T] = E.useState(null),
        O = E.useRef(null),
        [k, A] = E.useState(null);
      _e(k);
      let { nodes: j, registry: M } = ge(),
        N = !!(i || _),
        ee = m(t, O, y.onContentChange, A),
        F = E.useRef(0),
        te = E.useRef(``),
        ne = E.useRef(0),
        I = E.useRef(null),
        L = E.useRef(`right`),
        R = E.useRef(0),
        re = E.useMemo(() => (_ ? [O, ...j.map((e) => ({ current: e }))] : []), [O, j, _]),
        ie = _ ? _i : E.Fragment,
        ae = _ ? { as: Ki, allowPinchZoom: !0, shards: re } : void 0,
        oe = Q((e) => {
          let t = te.current + e,
            n = C().filter((e) => !e.disabled),
            r = document.activeElement,
            i = n.find((e) => e.ref.current === r)?.textValue,
            a = da(
              n.map((e) => e.textValue),
              t,
              i,
            ),
            o = n.find((e) => e.textValue === a)?.ref.current;
          function s(e) {
            ((te.current = e),
              window.clearTimeout(F.current),
              e !== `` && (F.current = window.setTimeout(() => s(``), 1e3)));
          }
          (Q(s, `updateSearch`), s(t), o && setTimeout(() => o.focus()));
        }, `handleTypeaheadSearch`);
      (E.useEffect(() => () => window.clearTimeout(F.current), []), se());
      let z = E.useCallback((e) => L.current === I.current?.side && pa(e, I.current?.area), []);
      return (0, D.jsx)(Vi, {
        scope: n,
        searchRef: te,
        onItemEnter: E.useCallback(
          (e) => {
            z(e) && e.preventDefault();
          },
          [z],
        ),
        onItemLeave: E.useCallback(
          (e) => {
            z(e) || (O.current?.focus(), T(null));
          },
          [z],
        ),
        onTriggerLeave: E.useCallback(
          (e) => {
            z(e) && e.preventDefault();
          },
          [z],
        ),
        pointerGraceTimerRef: ne,
        onPointerGraceIntentChange: E.useCallback((e) => {
          I.current = e;
        }, []),
        children: (0, D.jsx)(he, {
          registry: N ? M : null,
          children: (0, D.jsx)(ie, {
            ...ae,
            children: (0, D.jsx)(pe, {
              asChild: !0,
              trapped: i,
              branches: j,
              onMountAutoFocus: u(a, (e) => {
                (e.preventDefault(), O.current?.focus({ preventScroll: !0 }));
              }),
              onUnmountAutoFocus: o,
              children: (0, D.jsx)(P, {
                asChild: !0,
                disableOutsidePointerEvents: s,
                onEscapeKeyDown: l,
                onPointerDownOutside: d,
                onFocusOutside: f,
                onInteractOutside: p,
                onDismiss: g,
                children: (0, D.jsx)(h, {
                  asChild: !0,
                  ...S,
                  dir: b.dir,
                  orientation: `vertical`,
                  loop: r,
                  currentTabStopId: w,
                  onCurrentTabStopIdChange: T,
                  onEntryFocus: u(c, (e) => {
                    b.isUsingKeyboardRef.current || e.preventDefault();
                  }),
                  preventScrollOnEntryFocus: !0,
                  children: (0, D.jsx)(Xn, {
                    role: `menu`,
                    "aria-orientation": `vertical`,
                    "data-state": oa(y.open),
                    "data-radix-menu-content": ``,
                    dir: b.dir,
                    ...x,
                    ...v,
                    ref: ee,
                    style: { outline: `none`, ...v.style },
                    onKeyDown: u(v.onKeyDown, (e) => {
                      let t = e.target.closest(`[data-radix-menu-content]`) === e.currentTarget,
                        n = e.ctrlKey || e.altKey || e.metaKey,
                        r = e.key.length === 1;
                      t && (e.key === `Tab` && e.preventDefault(), !n && r && oe(e.key));
                      let i = O.current;
                      if (e.target !== i || !Si.includes(e.key)) return;
                      e.preventDefault();
                      let a = C()
                        .filter((e) => !e.disabled)
                        .map((e) => e.ref.current);
                      (xi.includes(e.key) && a.reverse(), la(a));
                    }),
                    onBlur: u(e.onBlur, (e) => {
                      e.currentTarget.contains(e.target) ||
                        (window.clearTimeout(F.current), (te.current = ``));
                    }),
                    onPointerMove: u(
                      e.onPointerMove,
                      ma((e) => {
                        let t = e.target,
                          n = R.current !== e.clientX;
                        if (e.currentTarget.contains(t) && n) {
                          let t = e.clientX > R.current ? `right` : `left`;
                          ((L.current = t), (R.current = e.clientX));
                        }
                      }),
                    ),
                  }),
                }),
              }),
            }),
          }),
        }),
      });
    }, `MenuContentImpl`),
  ),
  Ji = E.forwardRef(
    Q(function (e, t) {
      let { __scopeMenu: n, ...r } = e;
      return (0, D.jsx)(s.div, { ...r, ref: t });
    }, `MenuLabel`),
  ),
  Yi = `MenuItem`,
  Xi = `menu.itemSelect`,
  Zi = E.forwardRef(
    Q(function (e, t) {
      let { disabled: n = !1, onSelect: r, ...i } = e,
        a = E.useRef(null),
        o = Pi(Yi, e.__scopeMenu),
        s = Hi(Yi, e.__scopeMenu),
        c = m(t, a),
        l = E.useRef(!1),
        d = Q(() => {
          let e = a.current;
          if (!n && e) {
            let t = new CustomEvent(Xi, { bubbles: !0, cancelable: !0 });
            (e.addEventListener(Xi, (e) => r?.(e), { once: !0 }),
              p(e, t),
              t.defaultPrevented ? (l.current = !1) : o.onClose());
          }
        }, `handleSelect`);
      return (0, D.jsx)(Qi, {
        ...i,
        ref: c,
        disabled: n,
        onClick: u(e.onClick, d),
        onPointerDown: (t) => {
          (e.onPointerDown?.(t), (l.current = !0));
        },
        onPointerUp: u(e.onPointerUp, (e) => {
          l.current || e.currentTarget?.click();
        }),
        onKeyDown: u(e.onKeyDown, (e) => {
          n ||
            e.target !== e.currentTarget ||
            ((s.searchRef.current === `` || e.key !== ` `) &&
              yi.includes(e.key) &&
              (e.currentTarget.click(), e.preventDefault()));
        }),
      });
    }, `MenuItem`),
  ),
  Qi = E.forwardRef(
    Q(function (e, t) {
      let { __scopeMenu: n, disabled: r = !1, textValue: i, ...a } = e,
        o = Hi(Yi, n),
        c = Ai(n),
        l = E.useRef(null),
        d = m(t, l),
        [f, p] = E.useState(!1),
        [h, g] = E.useState(``);
      return (
        E.useEffect(() => {
          let e = l.current;
          e && g((e.textContent ?? ``).trim());
        }, [a.children]),
        (0, D.jsx)(wi.ItemSlot, {
          scope: n,
          disabled: r,
          textValue: i ?? h,
          children: (0, D.jsx)(v, {
            asChild: !0,
            ...c,
            focusable: !r,
            children: (0, D.jsx)(s.div, {
              role: `menuitem`,
              "data-highlighted": f ? `` : void 0,
              "aria-disabled": r || void 0,
              "data-disabled": r ? `` : void 0,
              ...a,
              ref: d,
              onPointerMove: u(
                e.onPointerMove,
                ma((e) => {
                  r
                    ? o.onItemLeave(e)
                    : (o.onItemEnter(e),
                      e.defaultPrevented || e.currentTarget.focus({ preventScroll: !0 }));
                }),
              ),
              onPointerLeave: u(
                e.onPointerLeave,
                ma((e) => o.onItemLeave(e)),
              ),
              onFocus: u(e.onFocus, () => p(!0)),
              onBlur: u(e.onBlur, () => p(!1)),
            }),
          }),
        })
      );
    }, `MenuItemImpl`),
  ),
  [$i, ea] = Di(`MenuRadioGroup`, { value: void 0, onValueChange: Q(() => {}, `onValueChange`) }),
  [ta, na] = Di(`MenuItemIndicator`, { checked: !1 }),
  ra = E.forwardRef(
    Q(function (e, t) {
      let { __scopeMenu: n, ...r } = e;
      return (0, D.jsx)(s.div, {
        role: `separator`,
        "aria-orientation": `horizontal`,
        ...r,
        ref: t,
      });
    }, `MenuSeparator`),
  ),
  [ia, aa] = Di(`MenuSub`);
function oa(e) {
  return e ? `open` : `closed`;
}
Q(oa, `getOpenState`);
function sa(e) {
  return e === `indeterminate`;
}
Q(sa, `isIndeterminate`);
function ca(e) {
  return sa(e) ? `indeterminate` : e ? `checked` : `unchecked`;
}
Q(ca, `getCheckedState`);
function la(e) {
  let t = document.activeElement;
  for (let n of e) if (n === t || (n.focus(), document.activeElement !== t)) return;
}
Q(la, `focusFirst`);
function ua(e, t) {
  return e.map((n, r) => e[(t + r) % e.length]);
}
Q(ua, `wrapArray`);
function da(e, t, n) {
  let r = t.length > 1 && Array.from(t).every((e) => e === t[0]) ? t[0] : t,
    i = n ? e.indexOf(n) : -1,
    a = ua(e, Math.max(i, 0));
  r.length === 1 && (a = a.filter((e) => e !== n));
  let o = a.find((e) => e.toLowerCase().startsWith(r.toLowerCase()));
  return o === n ? void 0 : o;
}
Q(da, `getNextMatch`);
function fa(e, t) {
  let { x: n, y: r } = e,
    i = !1;
  for (let e = 0, a = t.length - 1; e < t.length; a = e++) {
    let o = t[e],
      s = t[a],
      c = o.x,
      l = o.y,
      u = s.x,
      d = s.y;
    l > r != d > r && n < ((u - c) * (r - l)) / (d - l) + c && (i = !i);
  }
  return i;
}
Q(fa, `isPointInPolygon`);
function pa(e, t) {
  return t ? fa({ x: e.clientX, y: e.clientY }, t) : !1;
}
Q(pa, `isPointerInGraceArea`);
function ma(e) {
  return (t) => (t.pointerType === `mouse` ? e(t) : void 0);
}
Q(ma, `whenMouse`);
var ha = Object.defineProperty,
  ga = (e, t) => ha(e, `name`, { value: t, configurable: !0 }),
  _a = `DropdownMenu`,
  [va, ya] = d(_a, [Oi]),
  ba = Oi(),
  [xa, Sa] = va(_a),
  Ca = ga((e) => {
    let {
        __scopeDropdownMenu: t,
        children: n,
        dir: r,
        open: i,
        defaultOpen: a,
        onOpenChange: o,
        modal: s = !0,
      } = e,
      c = ba(t),
      l = E.useRef(null),
      [u, d] = g({ prop: i, defaultProp: a ?? !1, onChange: o, caller: _a });
    return (0, D.jsx)(xa, {
      scope: t,
      triggerId: x(),
      triggerRef: l,
      contentId: x(),
      open: u,
      onOpenChange: d,
      onOpenToggle: E.useCallback(() => d((e) => !e), [d]),
      modal: s,
      children: (0, D.jsx)(Fi, { ...c, open: u, onOpenChange: d, dir: r, modal: s, children: n }),
    });
  }, `DropdownMenu`),
  wa = `DropdownMenuTrigger`,
  Ta = E.forwardRef(
    ga(function (e, t) {
      let { __scopeDropdownMenu: n, disabled: r = !1, ...i } = e,
        a = Sa(wa, n),
        o = ba(n),
        c = m(t, a.triggerRef);
      return (0, D.jsx)(Ii, {
        asChild: !0,
        ...o,
        children: (0, D.jsx)(s.button, {
          type: `button`,
          id: a.triggerId,
          "aria-haspopup": `menu`,
          "aria-expanded": a.open,
          "aria-controls": a.open ? a.contentId : void 0,
          "data-state": a.open ? `open` : `closed`,
          "data-disabled": r ? `` : void 0,
          disabled: r,
          ...i,
          ref: c,
          onPointerDown: u(e.onPointerDown, (e) => {
            !r &&
              e.button === 0 &&
              e.ctrlKey === !1 &&
              (a.onOpenToggle(), a.open || e.preventDefault());
          }),
          onKeyDown: u(e.onKeyDown, (e) => {
            r ||
              ([`Enter`, ` `].includes(e.key) && a.onOpenToggle(),
              e.key === `ArrowDown` && a.onOpenChange(!0),
              [`Enter`, ` `, `ArrowDown`].includes(e.key) && e.preventDefault());
          }),
        }),
      });
    }, `DropdownMenuTrigger`),
  ),
  Ea = ga((e) => {
    let { __scopeDropdownMenu: t, ...n } = e,
      r = ba(t);
    return (0, D.jsx)(Bi, { ...r, ...n });
  }, `DropdownMenuPortal`),
  Da = `DropdownMenuContent`,
  Oa = E.forwardRef(
    ga(function (e, t) {
      let { __scopeDropdownMenu: n, ...r } = e,
        i = Sa(Da, n),
        a = ba(n),
        o = E.useRef(!1);
      return (0, D.jsx)(Ui, {
        id: i.contentId,
        "aria-labelledby": i.triggerId,
        ...a,
        ...r,
        ref: t,
        onCloseAutoFocus: u(e.onCloseAutoFocus, (e) => {
          (o.current || i.triggerRef.current?.focus(), (o.current = !1), e.preventDefault());
        }),
        onInteractOutside: u(e.onInteractOutside, (e) => {
          let t = e.detail.originalEvent,
            n = t.button === 0 && t.ctrlKey === !0,
            r = t.button === 2 || n;
          (!i.modal || r) && (o.current = !0);
        }),
        style: {
          ...e.style,
          "--radix-dropdown-menu-content-transform-origin": `var(--radix-popper-transform-origin)`,
          "--radix-dropdown-menu-content-available-width": `var(--radix-popper-available-width)`,
          "--radix-dropdown-menu-content-available-height": `var(--radix-popper-available-height)`,
          "--radix-dropdown-menu-trigger-width": `var(--radix-popper-anchor-width)`,
          "--radix-dropdown-menu-trigger-height": `var(--radix-popper-anchor-height)`,
        },
      });
    }, `DropdownMenuContent`),
  ),
  ka = E.forwardRef(
    ga(function (e, t) {
      let { __scopeDropdownMenu: n, ...r } = e,
        i = ba(n);
      return (0, D.jsx)(Ji, { ...i, ...r, ref: t });
    }, `DropdownMenuLabel`),
  ),
  Aa = E.forwardRef(
    ga(function (e, t) {
      let { __scopeDropdownMenu: n, ...r } = e,
        i = ba(n);
      return (0, D.jsx)(Zi, { ...i, ...r, ref: t });
    }, `DropdownMenuItem`),
  ),
  ja = E.forwardRef(
    ga(function (e, t) {
      let { __scopeDropdownMenu: n, ...r } = e,
        i = ba(n);
      return (0, D.jsx)(ra, { ...i, ...r, ref: t });
    }, `DropdownMenuSeparator`),
  );
function Ma({ modal: e = !1, ...t }) {
  return (0, D.jsx)(Ca, { modal: e, ...t });
}
var Na = Ta;
function Pa({ className: e, sideOffset: t = 8, ...n }) {
  return (0, D.jsx)(Ea, {
    children: (0, D.jsx)(Oa, {
      sideOffset: t,
      className: T(
        `z-50 max-h-[var(--radix-dropdown-menu-content-available-height)] min-w-56 overflow-y-auto rounded-xl border border-line bg-white p-1 shadow-lg`,
        e,
      ),
      ...n,
    }),
  });
}
function Fa({ className: e, ...t }) {
  return (0, D.jsx)(Aa, {
    className: T(
      `flex min-h-11 cursor-pointer select-none items-center gap-2 rounded-lg px-3 text-base text-ink outline-none data-[highlighted]:bg-brand-light data-[highlighted]:text-brand-dark [&_svg]:size-4`,
      e,
    ),
    ...t,
  });
}
function Ia({ className: e, ...t }) {
  return (0, D.jsx)(ka, {
    className: T(`px-3 pb-1 pt-2 text-sm font-semibold text-muted`, e),
    ...t,
  });
}
function La({ className: e, ...t }) {
  return (0, D.jsx)(ja, { className: T(`my-1 h-px bg-line`, e), ...t });
}
function Ra() {
  return w.areas.map((e) =>
    (0, D.jsx)(
      Fa,
      { asChild: !0, children: (0, D.jsx)(`a`, { href: `/#contact`, children: e }) },
      e,
    ),
  );
}
function za({ label: t, defaultOpen: n, triggerRef: r }) {
  return (0, D.jsxs)(Ma, {
    defaultOpen: n,
    children: [
      (0, D.jsxs)(Na, {
        ref: r,
        className: i,
        children: [t, (0, D.jsx)(e, { "aria-hidden": `true`, className: `size-4` })],
      }),
      (0, D.jsx)(Pa, { align: `start`, children: (0, D.jsx)(Ra, {}) }),
    ],
  });
}
function Ba({ label: e, defaultOpen: t, triggerRef: r }) {
  return (0, D.jsxs)(Ma, {
    defaultOpen: t,
    children: [
      (0, D.jsxs)(Na, {
        ref: r,
        className: S,
        children: [
          (0, D.jsx)(n, { "aria-hidden": `true` }),
          (0, D.jsx)(`span`, { className: `sr-only`, children: e }),
        ],
      }),
      (0, D.jsxs)(Pa, {
        align: `end`,
        className: `w-64`,
        children: [
          w.nav.map((e) =>
            `href` in e
              ? (0, D.jsx)(
                  Fa,
                  { asChild: !0, children: (0, D.jsx)(`a`, { href: e.href, children: e.label }) },
                  e.href,
                )
              : null,
          ),
          (0, D.jsx)(La, {}),
          (0, D.jsx)(Ia, { children: w.areasLabel }),
          (0, D.jsx)(Ra, {}),
        ],
      }),
    ],
  });
}
export { za as AreasMenu, Ba as MobileMenu };
