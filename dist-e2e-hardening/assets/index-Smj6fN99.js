var e = Object.create,
  t = Object.defineProperty,
  n = Object.getOwnPropertyDescriptor,
  r = Object.getOwnPropertyNames,
  i = Object.getPrototypeOf,
  a = Object.prototype.hasOwnProperty,
  o = (e, t) => () => (
    t || (e((t = { exports: {} }).exports, t, t.exports), (e = null)),
    t.exports
  ),
  s = (e, i, o, s) => {
    if ((i && typeof i == `object`) || typeof i == `function`)
      for (var c = r(i), l = 0, u = c.length, d; l < u; l++)
        ((d = c[l]),
          !a.call(e, d) &&
            d !== o &&
            t(e, d, {
              get: ((e) => i[e]).bind(null, d),
              enumerable: !(s = n(i, d)) || s.enumerable,
            }));
    return e;
  },
  c = (n, r, o) => (
    (o = n == null ? {} : e(i(n))),
    s(
      r || !n || !n.__esModule || !a.call(n, `default`)
        ? t(o, `default`, { value: n, enumerable: !0 })
        : o,
      n,
    )
  );
(function () {
  let e = document.createElement(`link`).relList;
  if (e && e.supports && e.supports(`modulepreload`)) return;
  for (let e of document.querySelectorAll(`link[rel="modulepreload"]`)) n(e);
  new MutationObserver((e) => {
    for (let t of e)
      if (t.type === `childList`)
        for (let e of t.addedNodes) e.tagName === `LINK` && e.rel === `modulepreload` && n(e);
  }).observe(document, { childList: !0, subtree: !0 });
  function t(e) {
    let t = {};
    return (
      e.integrity && (t.integrity = e.integrity),
      e.referrerPolicy && (t.referrerPolicy = e.referrerPolicy),
      (t.credentials =
        e.crossOrigin === `use-credentials`
          ? `include`
          : e.crossOrigin === `anonymous`
            ? `omit`
            : `same-origin`),
      t
    );
  }
  function n(e) {
    if (e.ep) return;
    e.ep = !0;
    let n = t(e);
    fetch(e.href, n);
  }
})();
var l = o((e) => {
    var t = Symbol.for(`react.transitional.element`),
      n = Symbol.for(`react.portal`),
      r = Symbol.for(`react.fragment`),
      i = Symbol.for(`react.strict_mode`),
      a = Symbol.for(`react.profiler`),
      o = Symbol.for(`react.consumer`),
      s = Symbol.for(`react.context`),
      c = Symbol.for(`react.forward_ref`),
      l = Symbol.for(`react.suspense`),
      u = Symbol.for(`react.memo`),
      d = Symbol.for(`react.lazy`),
      f = Symbol.for(`react.activity`),
      p = Symbol.for(`react.view_transition`),
      m = Symbol.iterator;
    function h(e) {
      return typeof e != `object` || !e
        ? null
        : ((e = (m && e[m]) || e[`@@iterator`]), typeof e == `function` ? e : null);
    }
    var g = {
        isMounted: function () {
          return !1;
        },
        enqueueForceUpdate: function () {},
        enqueueReplaceState: function () {},
        enqueueSetState: function () {},
      },
      _ = Object.assign,
      v = {};
    function y(e, t, n) {
      ((this.props = e), (this.context = t), (this.refs = v), (this.updater = n || g));
    }
    ((y.prototype.isReactComponent = {}),
      (y.prototype.setState = function (e, t) {
        if (typeof e != `object` && typeof e != `function` && e != null)
          throw Error(
            `takes an object of state variables to update or a function which returns an object of state variables.`,
          );
        this.updater.enqueueSetState(this, e, t, `setState`);
      }),
      (y.prototype.forceUpdate = function (e) {
        this.updater.enqueueForceUpdate(this, e, `forceUpdate`);
      }));
    function b() {}
    b.prototype = y.prototype;
    function x(e, t, n) {
      ((this.props = e), (this.context = t), (this.refs = v), (this.updater = n || g));
    }
    var ee = (x.prototype = new b());
    ((ee.constructor = x), _(ee, y.prototype), (ee.isPureReactComponent = !0));
    var te = Array.isArray;
    function S() {}
    var C = { H: null, A: null, T: null, S: null },
      ne = Object.prototype.hasOwnProperty;
    function w(e, n, r) {
      var i = r.ref;
      return { $$typeof: t, type: e, key: n, ref: i === void 0 ? null : i, props: r };
    }
    function re(e, t) {
      return w(e.type, t, e.props);
    }
    function ie(e) {
      return typeof e == `object` && !!e && e.$$typeof === t;
    }
    function ae(e) {
      var t = { "=": `=0`, ":": `=2` };
      return (
        `$` +
        e.replace(/[=:]/g, function (e) {
          return t[e];
        })
      );
    }
    var oe = /\/+/g;
    function se(e, t) {
      return typeof e == `object` && e && e.key != null ? ae(`` + e.key) : t.toString(36);
    }
    function ce(e) {
      switch (e.status) {
        case `fulfilled`:
          return e.value;
        case `rejected`:
          throw e.reason;
        default:
          switch (
            (typeof e.status == `string`
              ? e.then(S, S)
              : ((e.status = `pending`),
                e.then(
                  function (t) {
                    e.status === `pending` && ((e.status = `fulfilled`), (e.value = t));
                  },
                  function (t) {
                    e.status === `pending` && ((e.status = `rejected`), (e.reason = t));
                  },
                )),
            e.status)
          ) {
            case `fulfilled`:
              return e.value;
            case `rejected`:
              throw e.reason;
          }
      }
      throw e;
    }
    function le(e, r, i, a, o) {
      var s = typeof e;
      (s === `undefined` || s === `boolean`) && (e = null);
      var c = !1;
      if (e === null) c = !0;
      else
        switch (s) {
          case `bigint`:
          case `string`:
          case `number`:
            c = !0;
            break;
          case `object`:
            switch (e.$$typeof) {
              case t:
              case n:
                c = !0;
                break;
              case d:
                return ((c = e._init), le(c(e._payload), r, i, a, o));
            }
        }
      if (c)
        return (
          (o = o(e)),
          (c = a === `` ? `.` + se(e, 0) : a),
          te(o)
            ? ((i = ``),
              c != null && (i = c.replace(oe, `$&/`) + `/`),
              le(o, r, i, ``, function (e) {
                return e;
              }))
            : o != null &&
              (ie(o) &&
                (o = re(
                  o,
                  i +
                    (o.key == null || (e && e.key === o.key)
                      ? ``
                      : (`` + o.key).replace(oe, `$&/`) + `/`) +
                    c,
                )),
              r.push(o)),
          1
        );
      c = 0;
      var l = a === `` ? `.` : a + `:`;
      if (te(e))
        for (var u = 0; u < e.length; u++)
          ((a = e[u]), (s = l + se(a, u)), (c += le(a, r, i, s, o)));
      else if (((u = h(e)), typeof u == `function`))
        for (e = u.call(e), u = 0; !(a = e.next()).done;)
          ((a = a.value), (s = l + se(a, u++)), (c += le(a, r, i, s, o)));
      else if (s === `object`) {
        if (typeof e.then == `function`) return le(ce(e), r, i, a, o);
        throw (
          (r = String(e)),
          Error(
            `Objects are not valid as a React child (found: ` +
              (r === `[object Object]`
                ? `object with keys {` + Object.keys(e).join(`, `) + `}`
                : r) +
              `). If you meant to render a collection of children, use an array instead.`,
          )
        );
      }
      return c;
    }
    function ue(e, t, n) {
      if (e == null) return e;
      var r = [],
        i = 0;
      return (
        le(e, r, ``, ``, function (e) {
          return t.call(n, e, i++);
        }),
        r
      );
    }
    function de(e) {
      if (e._status === -1) {
        var t = e._result,
          n = t();
        (n.then(
          function (t) {
            (e._status === 0 || e._status === -1) &&
              ((e._status = 1),
              (e._result = t),
              n.status === void 0 && ((n.status = `fulfilled`), (n.value = t)));
          },
          function (t) {
            (e._status === 0 || e._status === -1) &&
              ((e._status = 2),
              (e._result = t),
              n.status === void 0 && ((n.status = `rejected`), (n.reason = t)));
          },
        ),
          e._status === -1 && ((e._status = 0), (e._result = n)));
      }
      if (e._status === 1) return e._result.default;
      throw e._result;
    }
    var fe =
      typeof reportError == `function`
        ? reportError
        : function (e) {
            if (typeof window == `object` && typeof window.ErrorEvent == `function`) {
              var t = new window.ErrorEvent(`error`, {
                bubbles: !0,
                cancelable: !0,
                message:
                  typeof e == `object` && e && typeof e.message == `string`
                    ? String(e.message)
                    : String(e),
                error: e,
              });
              if (!window.dispatchEvent(t)) return;
            } else if (typeof process == `object` && typeof process.emit == `function`) {
              process.emit(`uncaughtException`, e);
              return;
            }
            console.error(e);
          };
    function pe(e) {
      var t = C.T,
        n = {};
      ((n.types = t === null ? null : t.types), (C.T = n));
      try {
        var r = e(),
          i = C.S;
        (i !== null && i(n, r),
          typeof r == `object` && r && typeof r.then == `function` && r.then(S, fe));
      } catch (e) {
        fe(e);
      } finally {
        (t !== null && n.types !== null && (t.types = n.types), (C.T = t));
      }
    }
    function me(e) {
      var t = C.T;
      if (t !== null) {
        var n = t.types;
        n === null ? (t.types = [e]) : n.indexOf(e) === -1 && n.push(e);
      } else pe(me.bind(null, e));
    }
    var he = {
      map: ue,
      forEach: function (e, t, n) {
        ue(
          e,
          function () {
            t.apply(this, arguments);
          },
          n,
        );
      },
      count: function (e) {
        var t = 0;
        return (
          ue(e, function () {
            t++;
          }),
          t
        );
      },
      toArray: function (e) {
        return (
          ue(e, function (e) {
            return e;
          }) || []
        );
      },
      only: function (e) {
        if (!ie(e))
          throw Error(`React.Children.only expected to receive a single React element child.`);
        return e;
      },
    };
    ((e.Activity = f),
      (e.Children = he),
      (e.Component = y),
      (e.Fragment = r),
      (e.Profiler = a),
      (e.PureComponent = x),
      (e.StrictMode = i),
      (e.Suspense = l),
      (e.ViewTransition = p),
      (e.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE = C),
      (e.__COMPILER_RUNTIME = {
        __proto__: null,
        c: function (e) {
          return C.H.useMemoCache(e);
        },
      }),
      (e.addTransitionType = me),
      (e.cache = function (e) {
        return function () {
          return e.apply(null, arguments);
        };
      }),
      (e.cacheSignal = function () {
        return null;
      }),
      (e.cloneElement = function (e, t, n) {
        if (e == null)
          throw Error(`The argument must be a React element, but you passed ` + e + `.`);
        var r = _({}, e.props),
          i = e.key;
        if (t != null)
          for (a in (t.key !== void 0 && (i = `` + t.key), t))
            !ne.call(t, a) ||
              a === `key` ||
              a === `__self` ||
              a === `__source` ||
              (a === `ref` && t.ref === void 0) ||
              (r[a] = t[a]);
        var a = arguments.length - 2;
        if (a === 1) r.children = n;
        else if (1 < a) {
          for (var o = Array(a), s = 0; s < a; s++) o[s] = arguments[s + 2];
          r.children = o;
        }
        return w(e.type, i, r);
      }),
      (e.createContext = function (e) {
        return (
          (e = {
            $$typeof: s,
            _currentValue: e,
            _currentValue2: e,
            _threadCount: 0,
            Provider: null,
            Consumer: null,
          }),
          (e.Provider = e),
          (e.Consumer = { $$typeof: o, _context: e }),
          e
        );
      }),
      (e.createElement = function (e, t, n) {
        var r,
          i = {},
          a = null;
        if (t != null)
          for (r in (t.key !== void 0 && (a = `` + t.key), t))
            ne.call(t, r) && r !== `key` && r !== `__self` && r !== `__source` && (i[r] = t[r]);
        var o = arguments.length - 2;
        if (o === 1) i.children = n;
        else if (1 < o) {
          for (var s = Array(o), c = 0; c < o; c++) s[c] = arguments[c + 2];
          i.children = s;
        }
        if (e && e.defaultProps)
          for (r in ((o = e.defaultProps), o)) i[r] === void 0 && (i[r] = o[r]);
        return w(e, a, i);
      }),
      (e.createRef = function () {
        return { current: null };
      }),
      (e.forwardRef = function (e) {
        return { $$typeof: c, render: e };
      }),
      (e.isValidElement = ie),
      (e.lazy = function (e) {
        return { $$typeof: d, _payload: { _status: -1, _result: e }, _init: de };
      }),
      (e.memo = function (e, t) {
        return { $$typeof: u, type: e, compare: t === void 0 ? null : t };
      }),
      (e.startTransition = pe),
      (e.unstable_useCacheRefresh = function () {
        return C.H.useCacheRefresh();
      }),
      (e.use = function (e) {
        return C.H.use(e);
      }),
      (e.useActionState = function (e, t, n) {
        return C.H.useActionState(e, t, n);
      }),
      (e.useCallback = function (e, t) {
        return C.H.useCallback(e, t);
      }),
      (e.useContext = function (e) {
        return C.H.useContext(e);
      }),
      (e.useDebugValue = function () {}),
      (e.useDeferredValue = function (e, t) {
        return C.H.useDeferredValue(e, t);
      }),
      (e.useEffect = function (e, t) {
        return C.H.useEffect(e, t);
      }),
      (e.useEffectEvent = function (e) {
        return C.H.useEffectEvent(e);
      }),
      (e.useId = function () {
        return C.H.useId();
      }),
      (e.useImperativeHandle = function (e, t, n) {
        return C.H.useImperativeHandle(e, t, n);
      }),
      (e.useInsertionEffect = function (e, t) {
        return C.H.useInsertionEffect(e, t);
      }),
      (e.useLayoutEffect = function (e, t) {
        return C.H.useLayoutEffect(e, t);
      }),
      (e.useMemo = function (e, t) {
        return C.H.useMemo(e, t);
      }),
      (e.useOptimistic = function (e, t) {
        return C.H.useOptimistic(e, t);
      }),
      (e.useReducer = function (e, t, n) {
        return C.H.useReducer(e, t, n);
      }),
      (e.useRef = function (e) {
        return C.H.useRef(e);
      }),
      (e.useState = function (e) {
        return C.H.useState(e);
      }),
      (e.useSyncExternalStore = function (e, t, n) {
        return C.H.useSyncExternalStore(e, t, n);
      }),
      (e.useTransition = function () {
        return C.H.useTransition();
      }),
      (e.version = `19.3.1`));
  }),
  u = o((e, t) => {
    t.exports = l();
  }),
  d = o((e) => {
    function t(e, t) {
      var n = e.length;
      e.push(t);
      a: for (; 0 < n;) {
        var r = (n - 1) >>> 1,
          a = e[r];
        if (0 < i(a, t)) ((e[r] = t), (e[n] = a), (n = r));
        else break a;
      }
    }
    function n(e) {
      return e.length === 0 ? null : e[0];
    }
    function r(e) {
      if (e.length === 0) return null;
      var t = e[0],
        n = e.pop();
      if (n !== t) {
        e[0] = n;
        a: for (var r = 0, a = e.length, o = a >>> 1; r < o;) {
          var s = 2 * (r + 1) - 1,
            c = e[s],
            l = s + 1,
            u = e[l];
          if (0 > i(c, n))
            l < a && 0 > i(u, c)
              ? ((e[r] = u), (e[l] = n), (r = l))
              : ((e[r] = c), (e[s] = n), (r = s));
          else if (l < a && 0 > i(u, n)) ((e[r] = u), (e[l] = n), (r = l));
          else break a;
        }
      }
      return t;
    }
    function i(e, t) {
      var n = e.sortIndex - t.sortIndex;
      return n === 0 ? e.id - t.id : n;
    }
    if (
      ((e.unstable_now = void 0),
      typeof performance == `object` && typeof performance.now == `function`)
    ) {
      var a = performance;
      e.unstable_now = function () {
        return a.now();
      };
    } else {
      var o = Date,
        s = o.now();
      e.unstable_now = function () {
        return o.now() - s;
      };
    }
    var c = [],
      l = [],
      u = 1,
      d = null,
      f = 3,
      p = !1,
      m = !1,
      h = !1,
      g = !1,
      _ = typeof setTimeout == `function` ? setTimeout : null,
      v = typeof clearTimeout == `function` ? clearTimeout : null,
      y = typeof setImmediate < `u` ? setImmediate : null;
    function b(e) {
      for (var i = n(l); i !== null;) {
        if (i.callback === null) r(l);
        else if (i.startTime <= e) (r(l), (i.sortIndex = i.expirationTime), t(c, i));
        else break;
        i = n(l);
      }
    }
    function x(e) {
      if (((h = !1), b(e), !m)) {
        if (n(c) !== null) ((m = !0), ee || ((ee = !0), re()));
        else {
          var t = n(l);
          t !== null && oe(x, t.startTime - e);
        }
      }
    }
    var ee = !1,
      te = -1,
      S = 5,
      C = -1;
    function ne() {
      return g ? !0 : !(e.unstable_now() - C < S);
    }
    function w() {
      if (((g = !1), ee)) {
        var t = e.unstable_now();
        C = t;
        var i = !0;
        try {
          a: {
            ((m = !1), h && ((h = !1), v(te), (te = -1)), (p = !0));
            var a = f;
            try {
              b: {
                for (b(t), d = n(c); d !== null && !(d.expirationTime > t && ne());) {
                  var o = d.callback;
                  if (typeof o == `function`) {
                    ((d.callback = null), (f = d.priorityLevel));
                    var s = o(d.expirationTime <= t);
                    if (((t = e.unstable_now()), typeof s == `function`)) {
                      ((d.callback = s), b(t), (i = !0));
                      break b;
                    }
                    (d === n(c) && r(c), b(t));
                  } else r(c);
                  d = n(c);
                }
                if (d !== null) i = !0;
                else {
                  var u = n(l);
                  (u !== null && oe(x, u.startTime - t), (i = !1));
                }
              }
              break a;
            } finally {
              ((d = null), (f = a), (p = !1));
            }
            i = void 0;
          }
        } finally {
          i ? re() : (ee = !1);
        }
      }
    }
    var re;
    if (typeof y == `function`)
      re = function () {
        y(w);
      };
    else if (typeof MessageChannel < `u`) {
      var ie = new MessageChannel(),
        ae = ie.port2;
      ((ie.port1.onmessage = w),
        (re = function () {
          ae.postMessage(null);
        }));
    } else
      re = function () {
        _(w, 0);
      };
    function oe(t, n) {
      te = _(function () {
        t(e.unstable_now());
      }, n);
    }
    ((e.unstable_IdlePriority = 5),
      (e.unstable_ImmediatePriority = 1),
      (e.unstable_LowPriority = 4),
      (e.unstable_NormalPriority = 3),
      (e.unstable_Profiling = null),
      (e.unstable_UserBlockingPriority = 2),
      (e.unstable_cancelCallback = function (e) {
        e.callback = null;
      }),
      (e.unstable_forceFrameRate = function (e) {
        0 > e || 125 < e
          ? console.error(
              `forceFrameRate takes a positive int between 0 and 125, forcing frame rates higher than 125 fps is not supported`,
            )
          : (S = 0 < e ? Math.floor(1e3 / e) : 5);
      }),
      (e.unstable_getCurrentPriorityLevel = function () {
        return f;
      }),
      (e.unstable_next = function (e) {
        switch (f) {
          case 1:
          case 2:
          case 3:
            var t = 3;
            break;
          default:
            t = f;
        }
        var n = f;
        f = t;
        try {
          return e();
        } finally {
          f = n;
        }
      }),
      (e.unstable_requestPaint = function () {
        g = !0;
      }),
      (e.unstable_runWithPriority = function (e, t) {
        switch (e) {
          case 1:
          case 2:
          case 3:
          case 4:
          case 5:
            break;
          default:
            e = 3;
        }
        var n = f;
        f = e;
        try {
          return t();
        } finally {
          f = n;
        }
      }),
      (e.unstable_scheduleCallback = function (r, i, a) {
        var o = e.unstable_now();
        switch (
          (typeof a == `object` && a
            ? ((a = a.delay), (a = typeof a == `number` && 0 < a ? o + a : o))
            : (a = o),
          r)
        ) {
          case 1:
            var s = -1;
            break;
          case 2:
            s = 250;
            break;
          case 5:
            s = 1073741823;
            break;
          case 4:
            s = 1e4;
            break;
          default:
            s = 5e3;
        }
        return (
          (s = a + s),
          (r = {
            id: u++,
            callback: i,
            priorityLevel: r,
            startTime: a,
            expirationTime: s,
            sortIndex: -1,
          }),
          a > o
            ? ((r.sortIndex = a),
              t(l, r),
              n(c) === null && r === n(l) && (h ? (v(te), (te = -1)) : (h = !0), oe(x, a - o)))
            : ((r.sortIndex = s), t(c, r), m || p || ((m = !0), ee || ((ee = !0), re()))),
          r
        );
      }),
      (e.unstable_shouldYield = ne),
      (e.unstable_wrapCallback = function (e) {
        var t = f;
        return function () {
          var n = f;
          f = t;
          try {
            return e.apply(this, arguments);
          } finally {
            f = n;
          }
        };
      }));
  }),
  f = o((e, t) => {
    t.exports = d();
  }),
  p = o((e) => {
    var t = u();
    function n(e) {
      var t = `https://react.dev/errors/` + e;
      if (1 < arguments.length) {
        t += `?args[]=` + encodeURIComponent(arguments[1]);
        for (var n = 2; n < arguments.length; n++)
          t += `&args[]=` + encodeURIComponent(arguments[n]);
      }
      return (
        `Minified React error #` +
        e +
        `; visit ` +
        t +
        ` for the full message or use the non-minified dev environment for full errors and additional helpful warnings.`
      );
    }
    function r() {}
    var i = {
        d: {
          f: r,
          r: function () {
            throw Error(n(522));
          },
          D: r,
          C: r,
          L: r,
          m: r,
          X: r,
          S: r,
          M: r,
        },
        p: 0,
        findDOMNode: null,
      },
      a = Symbol.for(`react.portal`),
      o = Symbol.for(`react.recoverable`),
      s = Symbol.for(`react.optimistic_key`);
    function c(e, t, n) {
      var r = 3 < arguments.length && arguments[3] !== void 0 ? arguments[3] : null;
      return {
        $$typeof: a,
        key: r == null ? null : r === s ? s : `` + r,
        children: e,
        containerInfo: t,
        implementation: n,
      };
    }
    var l = t.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
    function d(e, t) {
      if (e === `font`) return ``;
      if (typeof t == `string`) return t === `use-credentials` ? t : ``;
    }
    ((e.__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE = i),
      (e.browser = function (e) {
        return { $$typeof: o, _reason: e };
      }),
      (e.createPortal = function (e, t) {
        var r = 2 < arguments.length && arguments[2] !== void 0 ? arguments[2] : null;
        if (!t || (t.nodeType !== 1 && t.nodeType !== 9 && t.nodeType !== 11)) throw Error(n(299));
        return c(e, t, null, r);
      }),
      (e.flushSync = function (e) {
        var t = l.T,
          n = i.p;
        try {
          if (((l.T = null), (i.p = 2), e)) return e();
        } finally {
          ((l.T = t), (i.p = n), i.d.f());
        }
      }),
      (e.preconnect = function (e, t) {
        typeof e == `string` &&
          (t
            ? ((t = t.crossOrigin),
              (t = typeof t == `string` ? (t === `use-credentials` ? t : ``) : void 0))
            : (t = null),
          i.d.C(e, t));
      }),
      (e.prefetchDNS = function (e) {
        typeof e == `string` && i.d.D(e);
      }),
      (e.preinit = function (e, t) {
        if (typeof e == `string` && t && typeof t.as == `string`) {
          var n = t.as,
            r = d(n, t.crossOrigin),
            a = typeof t.integrity == `string` ? t.integrity : void 0,
            o = typeof t.fetchPriority == `string` ? t.fetchPriority : void 0;
          n === `style`
            ? i.d.S(e, typeof t.precedence == `string` ? t.precedence : void 0, {
                crossOrigin: r,
                integrity: a,
                fetchPriority: o,
              })
            : n === `script` &&
              i.d.X(e, {
                crossOrigin: r,
                integrity: a,
                fetchPriority: o,
                nonce: typeof t.nonce == `string` ? t.nonce : void 0,
              });
        }
      }),
      (e.preinitModule = function (e, t) {
        if (typeof e == `string`) {
          if (typeof t == `object` && t) {
            if (t.as == null || t.as === `script`) {
              var n = d(t.as, t.crossOrigin);
              i.d.M(e, {
                crossOrigin: n,
                integrity: typeof t.integrity == `string` ? t.integrity : void 0,
                nonce: typeof t.nonce == `string` ? t.nonce : void 0,
                fetchPriority: typeof t.fetchPriority == `string` ? t.fetchPriority : void 0,
              });
            }
          } else t ?? i.d.M(e);
        }
      }),
      (e.preload = function (e, t) {
        if (typeof e == `string` && typeof t == `object` && t && typeof t.as == `string`) {
          var n = t.as,
            r = d(n, t.crossOrigin);
          i.d.L(e, n, {
            crossOrigin: r,
            integrity: typeof t.integrity == `string` ? t.integrity : void 0,
            nonce: typeof t.nonce == `string` ? t.nonce : void 0,
            type: typeof t.type == `string` ? t.type : void 0,
            fetchPriority: typeof t.fetchPriority == `string` ? t.fetchPriority : void 0,
            referrerPolicy: typeof t.referrerPolicy == `string` ? t.referrerPolicy : void 0,
            imageSrcSet: typeof t.imageSrcSet == `string` ? t.imageSrcSet : void 0,
            imageSizes: typeof t.imageSizes == `string` ? t.imageSizes : void 0,
            media: typeof t.media == `string` ? t.media : void 0,
          });
        }
      }),
      (e.preloadModule = function (e, t) {
        if (typeof e == `string`) {
          if (t) {
            var n = d(t.as, t.crossOrigin);
            i.d.m(e, {
              as: typeof t.as == `string` && t.as !== `script` ? t.as : void 0,
              crossOrigin: n,
              integrity: typeof t.integrity == `string` ? t.integrity : void 0,
              nonce: typeof t.nonce == `string` ? t.nonce : void 0,
              fetchPriority: typeof t.fetchPriority == `string` ? t.fetchPriority : void 0,
            });
          } else i.d.m(e);
        }
      }),
      (e.requestFormReset = function (e) {
        i.d.r(e);
      }),
      (e.unstable_batchedUpdates = function (e, t) {
        return e(t);
      }),
      (e.useFormState = function (e, t, n) {
        return l.H.useFormState(e, t, n);
      }),
      (e.useFormStatus = function () {
        return l.H.useHostTransitionStatus();
      }),
      (e.version = `19.3.1`));
  }),
  m = o((e, t) => {
    function n() {
      if (
        typeof __REACT_DEVTOOLS_GLOBAL_HOOK__ < `u` &&
        typeof __REACT_DEVTOOLS_GLOBAL_HOOK__.checkDCE == `function`
      )
        try {
          __REACT_DEVTOOLS_GLOBAL_HOOK__.checkDCE(n);
        } catch (e) {
          console.error(e);
        }
    }
    (n(), (t.exports = p()));
  }),
  h = o((e) => {
    var t = f(),
      n = u(),
      r = m();
    function i(e) {
      var t = `https://react.dev/errors/` + e;
      if (1 < arguments.length) {
        t += `?args[]=` + encodeURIComponent(arguments[1]);
        for (var n = 2; n < arguments.length; n++)
          t += `&args[]=` + encodeURIComponent(arguments[n]);
      }
      return (
        `Minified React error #` +
        e +
        `; visit ` +
        t +
        ` for the full message or use the non-minified dev environment for full errors and additional helpful warnings.`
      );
    }
    function a(e) {
      return !(!e || (e.nodeType !== 1 && e.nodeType !== 9 && e.nodeType !== 11));
    }
    function o(e) {
      for (var t = e, n = t; n && !n.alternate;)
        ((t = n), t.flags & 4098 && (e = t.return), (n = t.return));
      for (; t.return;) t = t.return;
      return t.tag === 3 ? e : null;
    }
    function s(e) {
      if (e.tag === 13) {
        var t = e.memoizedState;
        if ((t === null && ((e = e.alternate), e !== null && (t = e.memoizedState)), t !== null))
          return t.dehydrated;
      }
      return null;
    }
    function c(e) {
      if (e.tag === 31) {
        var t = e.memoizedState;
        if ((t === null && ((e = e.alternate), e !== null && (t = e.memoizedState)), t !== null))
          return t.dehydrated;
      }
      return null;
    }
    function l(e) {
      if (o(e) !== e) throw Error(i(188));
    }
    function d(e) {
      var t = e.alternate;
      if (!t) {
        if (((t = o(e)), t === null)) throw Error(i(188));
        return t === e ? e : null;
      }
      for (var n = e, r = t; ;) {
        var a = n.return;
        if (a === null) break;
        var s = a.alternate;
        if (s === null) {
          if (((r = a.return), r !== null)) {
            n = r;
            continue;
          }
          break;
        }
        if (a.child === s.child) {
          for (s = a.child; s;) {
            if (s === n) return (l(a), e);
            if (s === r) return (l(a), t);
            s = s.sibling;
          }
          throw Error(i(188));
        }
        if (n.return !== r.return) ((n = a), (r = s));
        else {
          for (var c = !1, u = a.child; u;) {
            if (u === n) {
              ((c = !0), (n = a), (r = s));
              break;
            }
            if (u === r) {
              ((c = !0), (r = a), (n = s));
              break;
            }
            u = u.sibling;
          }
          if (!c) {
            for (u = s.child; u;) {
              if (u === n) {
                ((c = !0), (n = s), (r = a));
                break;
              }
              if (u === r) {
                ((c = !0), (r = s), (n = a));
                break;
              }
              u = u.sibling;
            }
            if (!c) throw Error(i(189));
          }
        }
        if (n.alternate !== r) throw Error(i(190));
      }
      if (n.tag !== 3) throw Error(i(188));
      return n.stateNode.current === n ? e : t;
    }
    function p(e) {
      var t = e.tag;
      if (t === 5 || t === 26 || t === 27 || t === 6) return e;
      for (e = e.child; e !== null;) {
        if (((t = p(e)), t !== null)) return t;
        e = e.sibling;
      }
      return null;
    }
    function h(e, t, n, r, i, a) {
      for (; e !== null;) {
        if (
          ((e.tag === 5 || e.tag === 27 || e.tag === 6) && n(e, r, i, a)) ||
          ((e.tag !== 22 || e.memoizedState === null) &&
            (t || (e.tag !== 5 && e.tag !== 27)) &&
            h(e.child, t, n, r, i, a))
        )
          return !0;
        e = e.sibling;
      }
      return !1;
    }
    function g(e) {
      for (e = e.return; e !== null;) {
        if (e.tag === 3 || e.tag === 5 || e.tag === 27) return e;
        e = e.return;
      }
      return null;
    }
    function _(e) {
      var t = !1;
      for (
        e = e.return;
        e !== null && (e.tag === 4 && (t = !0), e.tag !== 3 && e.tag !== 5 && e.tag !== 27);
      )
        e = e.return;
      return t;
    }
    function v(e) {
      var t = [null, null],
        n = g(e);
      return (n === null || y(t, e, n.child, { foundSelf: !1 }), t);
    }
    function y(e, t, n, r) {
      for (; n !== null;) {
        if (n === t) r.foundSelf = !0;
        else if (n.tag === 5 || n.tag === 27 || n.tag === 6) {
          if (r.foundSelf) return ((e[1] = n), !0);
          e[0] = n;
        } else if ((n.tag !== 22 || n.memoizedState === null) && y(e, t, n.child, r)) return !0;
        n = n.sibling;
      }
      return !1;
    }
    function b(e) {
      switch (e.tag) {
        case 5:
        case 27:
        case 6:
          return e.stateNode;
        case 3:
          return e.stateNode.containerInfo;
        default:
          throw Error(i(559));
      }
    }
    var x = null,
      ee = null;
    function te(e, t, n) {
      return e === n || (e === t && ((x = e), !0));
    }
    function S(e, t, n) {
      return e === n ? ((ee = e), !1) : e === t && (ee !== null && (x = e), !0);
    }
    function C(e) {
      if (e === null) return null;
      do e = e === null ? null : e.return;
      while (e && e.tag !== 5 && e.tag !== 27 && e.tag !== 3);
      return e || null;
    }
    function ne(e, t, n) {
      for (var r = 0, i = e; i; i = n(i)) r++;
      i = 0;
      for (var a = t; a; a = n(a)) i++;
      for (; 0 < r - i;) ((e = n(e)), r--);
      for (; 0 < i - r;) ((t = n(t)), i--);
      for (; r--;) {
        if (e === t || (t !== null && e === t.alternate)) return e;
        ((e = n(e)), (t = n(t)));
      }
      return null;
    }
    var w = Object.assign,
      re = Symbol.for(`react.element`),
      ie = Symbol.for(`react.transitional.element`),
      ae = Symbol.for(`react.portal`),
      oe = Symbol.for(`react.fragment`),
      se = Symbol.for(`react.strict_mode`),
      ce = Symbol.for(`react.profiler`),
      le = Symbol.for(`react.consumer`),
      ue = Symbol.for(`react.context`),
      de = Symbol.for(`react.forward_ref`),
      fe = Symbol.for(`react.suspense`),
      pe = Symbol.for(`react.suspense_list`),
      me = Symbol.for(`react.memo`),
      he = Symbol.for(`react.lazy`),
      ge = Symbol.for(`react.activity`),
      _e = Symbol.for(`react.legacy_hidden`),
      ve = Symbol.for(`react.memo_cache_sentinel`),
      ye = Symbol.for(`react.view_transition`),
      be = Symbol.for(`react.recoverable`),
      xe = Symbol.iterator;
    function Se(e) {
      return typeof e != `object` || !e
        ? null
        : ((e = (xe && e[xe]) || e[`@@iterator`]), typeof e == `function` ? e : null);
    }
    var Ce = Symbol.for(`react.client.reference`);
    function we(e) {
      if (e == null) return null;
      if (typeof e == `function`) return e.$$typeof === Ce ? null : e.displayName || e.name || null;
      if (typeof e == `string`) return e;
      switch (e) {
        case oe:
          return `Fragment`;
        case ce:
          return `Profiler`;
        case se:
          return `StrictMode`;
        case fe:
          return `Suspense`;
        case pe:
          return `SuspenseList`;
        case ge:
          return `Activity`;
        case ye:
          return `ViewTransition`;
      }
      if (typeof e == `object`)
        switch (e.$$typeof) {
          case ae:
            return `Portal`;
          case ue:
            return e.displayName || `Context`;
          case le:
            return (e._context.displayName || `Context`) + `.Consumer`;
          case de:
            var t = e.render;
            return (
              (e = e.displayName),
              (e ||=
                ((e = t.displayName || t.name || ``),
                e === `` ? `ForwardRef` : `ForwardRef(` + e + `)`)),
              e
            );
          case me:
            return ((t = e.displayName || null), t === null ? we(e.type) || `Memo` : t);
          case he:
            ((t = e._payload), (e = e._init));
            try {
              return we(e(t));
            } catch {}
        }
      return null;
    }
    var Te = Array.isArray,
      T = n.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE,
      E = r.__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE,
      Ee = { pending: !1, data: null, method: null, action: null },
      De = [],
      Oe = -1;
    function ke(e) {
      return { current: e };
    }
    function Ae(e) {
      0 > Oe || ((e.current = De[Oe]), (De[Oe] = null), Oe--);
    }
    function D(e, t) {
      (Oe++, (De[Oe] = e.current), (e.current = t));
    }
    var je = ke(null),
      Me = ke(null),
      Ne = ke(null),
      Pe = ke(null);
    function Fe(e, t) {
      switch ((D(Ne, t), D(Me, e), D(je, null), t.nodeType)) {
        case 9:
        case 11:
          e = (e = t.documentElement) && (e = e.namespaceURI) ? up(e) : 0;
          break;
        default:
          if (((e = t.tagName), (t = t.namespaceURI))) ((t = up(t)), (e = dp(t, e)));
          else
            switch (e) {
              case `svg`:
                e = 1;
                break;
              case `math`:
                e = 2;
                break;
              default:
                e = 0;
            }
      }
      (Ae(je), D(je, e));
    }
    function Ie() {
      (Ae(je), Ae(Me), Ae(Ne));
    }
    function Le(e) {
      var t = e.memoizedState;
      (t !== null && ((sh._currentValue = t.memoizedState), D(Pe, e)), (t = je.current));
      var n = dp(t, e.type);
      t !== n && (D(Me, e), D(je, n));
    }
    function Re(e) {
      (Me.current === e && (Ae(je), Ae(Me)), Pe.current === e && (Ae(Pe), (sh._currentValue = Ee)));
    }
    var ze, Be;
    function Ve(e) {
      if (ze === void 0)
        try {
          throw Error();
        } catch (e) {
          var t = e.stack.trim().match(/\n( *(at )?)/);
          ((ze = (t && t[1]) || ``),
            (Be =
              -1 <
              e.stack.indexOf(`
    at`)
                ? ` (<anonymous>)`
                : -1 < e.stack.indexOf(`@`)
                  ? `@unknown:0:0`
                  : ``));
        }
      return (
        `
` +
        ze +
        e +
        Be
      );
    }
    var He = !1;
    function Ue(e, t) {
      if (!e || He) return ``;
      He = !0;
      var n = Error.prepareStackTrace;
      Error.prepareStackTrace = void 0;
      try {
        var r = {
          DetermineComponentFrameRoot: function () {
            try {
              if (t) {
                var n = function () {
                  throw Error();
                };
                if (
                  (Object.defineProperty(n.prototype, "props", {
                    set: function () {
                      throw Error();
                    },
                  }),
                  typeof Reflect == `object` && Reflect.construct)
                ) {
                  try {
                    Reflect.construct(n, []);
                  } catch (e) {
                    var r = e;
                  }
                  Reflect.construct(e, [], n);
                } else {
                  try {
                    n.call();
                  } catch (e) {
                    r = e;
                  }
                  n = !1;
                  try {
                    var i = Object.getOwnPropertyDescriptor(e.prototype, `props`);
                    (Object.defineProperty(e.prototype, "props", {
                      configurable: !0,
                      set: function () {
                        throw Error();
                      },
                    }),
                      (n = !0),
                      new e());
                  } finally {
                    n &&
                      (i === void 0
                        ? delete e.prototype.props
                        : Object.defineProperty(e.prototype, "props", i));
                  }
                }
              } else {
                try {
                  throw Error();
                } catch (e) {
                  r = e;
                }
                (n = e()) && typeof n.catch == `function` && n.catch(function () {});
              }
            } catch (e) {
              if (e && r && typeof e.stack == `string`) return [e.stack, r.stack];
            }
            return [null, null];
          },
        };
        r.DetermineComponentFrameRoot.displayName = `DetermineComponentFrameRoot`;
        var i = Object.getOwnPropertyDescriptor(r.DetermineComponentFrameRoot, `name`);
        i &&
          i.configurable &&
          Object.defineProperty(r.DetermineComponentFrameRoot, "name", {
            value: `DetermineComponentFrameRoot`,
          });
        var a = r.DetermineComponentFrameRoot(),
          o = a[0],
          s = a[1];
        if (o && s) {
          var c = o.split(`
`),
            l = s.split(`
`);
          for (i = r = 0; r < c.length && !c[r].includes(`DetermineComponentFrameRoot`);) r++;
          for (; i < l.length && !l[i].includes(`DetermineComponentFrameRoot`);) i++;
          if (r === c.length || i === l.length)
            for (r = c.length - 1, i = l.length - 1; 1 <= r && 0 <= i && c[r] !== l[i];) i--;
          for (; 1 <= r && 0 <= i; r--, i--)
            if (c[r] !== l[i]) {
              if (r !== 1 || i !== 1)
                do
                  if ((r--, i--, 0 > i || c[r] !== l[i])) {
                    var u =
                      `
` + c[r].replace(` at new `, ` at `);
                    return (
                      e.displayName &&
                        u.includes(`<anonymous>`) &&
                        (u = u.replace(`<anonymous>`, e.displayName)),
                      u
                    );
                  }
                while (1 <= r && 0 <= i);
              break;
            }
        }
      } finally {
        ((He = !1), (Error.prepareStackTrace = n));
      }
      return (n = e ? e.displayName || e.name : ``) ? Ve(n) : ``;
    }
    function We(e, t) {
      switch (e.tag) {
        case 26:
        case 27:
        case 5:
          return Ve(e.type);
        case 16:
          return Ve(`Lazy`);
        case 13:
          return e.child !== t && t !== null ? Ve(`Suspense Fallback`) : Ve(`Suspense`);
        case 19:
          return Ve(`SuspenseList`);
        case 0:
        case 15:
          return Ue(e.type, !1);
        case 11:
          return Ue(e.type.render, !1);
        case 1:
          return Ue(e.type, !0);
        case 31:
          return Ve(`Activity`);
        case 30:
          return Ve(`ViewTransition`);
        default:
          return ``;
      }
    }
    function Ge(e) {
      try {
        var t = ``,
          n = null;
        do ((t += We(e, n)), (n = e), (e = e.return));
        while (e);
        return t;
      } catch (e) {
        return (
          `
Error generating stack: ` +
          e.message +
          `
` +
          e.stack
        );
      }
    }
    var Ke = Object.prototype.hasOwnProperty,
      qe = t.unstable_scheduleCallback,
      Je = t.unstable_cancelCallback,
      Ye = t.unstable_shouldYield,
      Xe = t.unstable_requestPaint,
      Ze = t.unstable_now,
      Qe = t.unstable_getCurrentPriorityLevel,
      $e = t.unstable_ImmediatePriority,
      et = t.unstable_UserBlockingPriority,
      tt = t.unstable_NormalPriority,
      nt = t.unstable_LowPriority,
      rt = t.unstable_IdlePriority,
      it = t.log,
      at = t.unstable_setDisableYieldValue,
      ot = null,
      O = null;
    function st(e) {
      if ((typeof it == `function` && at(e), O && typeof O.setStrictMode == `function`))
        try {
          O.setStrictMode(ot, e);
        } catch {}
    }
    var ct = Math.clz32 ? Math.clz32 : dt,
      lt = Math.log,
      ut = Math.LN2;
    function dt(e) {
      return ((e >>>= 0), e === 0 ? 32 : (31 - ((lt(e) / ut) | 0)) | 0);
    }
    var ft = 256,
      pt = 262144,
      mt = 4194304;
    function ht(e) {
      var t = e & 42;
      if (t !== 0) return t;
      switch (e & -e) {
        case 1:
          return 1;
        case 2:
          return 2;
        case 4:
          return 4;
        case 8:
          return 8;
        case 16:
          return 16;
        case 32:
          return 32;
        case 64:
          return 64;
        case 128:
          return 128;
        case 256:
        case 512:
        case 1024:
        case 2048:
        case 4096:
        case 8192:
        case 16384:
        case 32768:
        case 65536:
        case 131072:
          return e & -e;
        case 262144:
        case 524288:
        case 1048576:
        case 2097152:
          return e & 3932160;
        case 4194304:
        case 8388608:
        case 16777216:
        case 33554432:
          return e & 62914560;
        case 67108864:
          return 67108864;
        case 134217728:
          return 134217728;
        case 268435456:
          return 268435456;
        case 536870912:
          return 536870912;
        case 1073741824:
          return 0;
        default:
          return e;
      }
    }
    function gt(e, t, n) {
      var r = e.pendingLanes;
      if (r === 0) return 0;
      var i = 0,
        a = e.suspendedLanes,
        o = e.pingedLanes;
      e = e.warmLanes;
      var s = r & 134217727;
      return (
        s === 0
          ? ((s = r & ~a),
            s === 0
              ? o === 0
                ? n || ((n = r & ~e), n !== 0 && (i = ht(n)))
                : (i = ht(o))
              : (i = ht(s)))
          : ((r = s & ~a),
            r === 0
              ? ((o &= s), o === 0 ? n || ((n = s & ~e), n !== 0 && (i = ht(n))) : (i = ht(o)))
              : (i = ht(r))),
        i === 0
          ? 0
          : t !== 0 &&
              t !== i &&
              (t & a) === 0 &&
              ((a = i & -i), (n = t & -t), a >= n || (a === 32 && n & 4194048))
            ? t
            : i
      );
    }
    function _t(e, t) {
      return (e.pendingLanes & ~(e.suspendedLanes & ~e.pingedLanes) & t) === 0;
    }
    function vt(e, t) {
      t & 8 && (t |= t & 32);
      var n = e.entangledLanes;
      if (n !== 0)
        for (e = e.entanglements, n &= t; 0 < n;) {
          var r = 31 - ct(n),
            i = 1 << r;
          ((t |= e[r]), (n &= ~i));
        }
      return t;
    }
    function yt(e, t) {
      switch (e) {
        case 1:
        case 2:
        case 4:
        case 8:
        case 64:
          return t + 250;
        case 16:
        case 32:
        case 128:
        case 256:
        case 512:
        case 1024:
        case 2048:
        case 4096:
        case 8192:
        case 16384:
        case 32768:
        case 65536:
        case 131072:
        case 262144:
        case 524288:
        case 1048576:
        case 2097152:
          return t + 5e3;
        case 4194304:
        case 8388608:
        case 16777216:
        case 33554432:
          return -1;
        case 67108864:
        case 134217728:
        case 268435456:
        case 536870912:
        case 1073741824:
          return -1;
        default:
          return -1;
      }
    }
    function bt() {
      var e = mt;
      return ((mt <<= 1), !(mt & 62914560) && (mt = 4194304), e);
    }
    function xt(e) {
      for (var t = [], n = 0; 31 > n; n++) t.push(e);
      return t;
    }
    function St(e, t) {
      ((e.pendingLanes |= t),
        t !== 268435456 && ((e.suspendedLanes = 0), (e.pingedLanes = 0), (e.warmLanes = 0)));
    }
    function Ct(e, t, n, r, i, a) {
      var o = e.pendingLanes;
      ((e.pendingLanes = n),
        (e.suspendedLanes = 0),
        (e.pingedLanes = 0),
        (e.warmLanes = 0),
        (e.expiredLanes &= n),
        (e.entangledLanes &= n),
        (e.errorRecoveryDisabledLanes &= n),
        (e.shellSuspendCounter = 0));
      var s = e.entanglements,
        c = e.expirationTimes,
        l = e.hiddenUpdates;
      for (n = o & ~n; 0 < n;) {
        var u = 31 - ct(n),
          d = 1 << u;
        ((s[u] = 0), (c[u] = -1));
        var f = l[u];
        if (f !== null)
          for (l[u] = null, u = 0; u < f.length; u++) {
            var p = f[u];
            p !== null && (p.lane &= -536870913);
          }
        n &= ~d;
      }
      (r !== 0 && wt(e, r, 0),
        a !== 0 && i === 0 && e.tag !== 0 && (e.suspendedLanes |= a & ~(o & ~t)));
    }
    function wt(e, t, n) {
      ((e.pendingLanes |= t), (e.suspendedLanes &= ~t));
      var r = 31 - ct(t);
      ((e.entangledLanes |= t),
        (e.entanglements[r] = e.entanglements[r] | 1073741824 | (n & 261930)));
    }
    function Tt(e, t) {
      var n = (e.entangledLanes |= t);
      for (e = e.entanglements; n;) {
        var r = 31 - ct(n),
          i = 1 << r;
        ((i & t) | (e[r] & t) && (e[r] |= t), (n &= ~i));
      }
    }
    function Et(e, t) {
      var n = t & -t;
      return ((n = n & 42 ? 1 : Dt(n)), (n & (e.suspendedLanes | t)) === 0 ? n : 0);
    }
    function Dt(e) {
      switch (e) {
        case 2:
          e = 1;
          break;
        case 8:
          e = 4;
          break;
        case 32:
          e = 16;
          break;
        case 256:
        case 512:
        case 1024:
        case 2048:
        case 4096:
        case 8192:
        case 16384:
        case 32768:
        case 65536:
        case 131072:
        case 262144:
        case 524288:
        case 1048576:
        case 2097152:
        case 4194304:
        case 8388608:
        case 16777216:
        case 33554432:
          e = 128;
          break;
        case 268435456:
          e = 134217728;
          break;
        default:
          e = 0;
      }
      return e;
    }
    function Ot(e) {
      return ((e &= -e), 2 < e ? (8 < e ? (e & 134217727 ? 32 : 268435456) : 8) : 2);
    }
    function kt() {
      var e = E.p;
      return e === 0 ? ((e = window.event), e === void 0 ? 32 : Ch(e.type)) : e;
    }
    function At(e, t) {
      var n = E.p;
      try {
        return ((E.p = e), t());
      } finally {
        E.p = n;
      }
    }
    var jt = Math.random().toString(36).slice(2),
      Mt = `__reactFiber$` + jt,
      Nt = `__reactProps$` + jt,
      Pt = `__reactContainer$` + jt,
      Ft = `__reactEvents$` + jt,
      It = `__reactListeners$` + jt,
      Lt = `__reactHandles$` + jt,
      Rt = `__reactResources$` + jt,
      zt = `__reactMarker$` + jt,
      Bt = `__reactLoad$` + jt;
    function Vt(e) {
      (delete e[Mt], delete e[Nt], delete e[It], delete e[Lt]);
    }
    function Ht(e) {
      var t;
      if ((t = e[Mt])) return t;
      for (var n = e.parentNode; n;) {
        if ((t = n[Pt] || n[Mt])) {
          if (((n = t.alternate), t.child !== null || (n !== null && n.child !== null)))
            for (e = fm(e); e !== null;) {
              if ((n = e[Mt])) return n;
              e = fm(e);
            }
          return t;
        }
        ((e = n), (n = e.parentNode));
      }
      return null;
    }
    function Ut(e) {
      if ((e = e[Mt] || e[Pt])) {
        var t = e.tag;
        if (t === 5 || t === 6 || t === 13 || t === 31 || t === 26 || t === 27 || t === 3) return e;
      }
      return null;
    }
    function Wt(e) {
      var t = e.tag;
      if (t === 5 || t === 26 || t === 27 || t === 6) return e.stateNode;
      throw Error(i(33));
    }
    function Gt(e) {
      var t = e[Rt];
      return ((t ||= e[Rt] = { hoistableStyles: new Map(), hoistableScripts: new Map() }), t);
    }
    function Kt(e) {
      e[zt] = !0;
    }
    function qt(e) {
      e[Bt] = void 0;
    }
    var Jt = new Set(),
      Yt = {};
    function Xt(e, t) {
      (Zt(e, t), Zt(e + `Capture`, t));
    }
    function Zt(e, t) {
      for (Yt[e] = t, e = 0; e < t.length; e++) Jt.add(t[e]);
    }
    var Qt = RegExp(
        `^[:A-Z_a-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF\\u200C-\\u200D\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD][:A-Z_a-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF\\u200C-\\u200D\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD\\-.0-9\\u00B7\\u0300-\\u036F\\u203F-\\u2040]*$`,
      ),
      $t = {},
      en = {};
    function tn(e) {
      return Ke.call(en, e)
        ? !0
        : Ke.call($t, e)
          ? !1
          : Qt.test(e)
            ? (en[e] = !0)
            : (($t[e] = !0), !1);
    }
    var k = !1;
    function nn() {
      var e = k;
      return ((k = !1), e);
    }
    function rn(e, t, n) {
      if (tn(t)) {
        if (n === null) e.removeAttribute(t);
        else {
          switch (typeof n) {
            case `undefined`:
            case `function`:
            case `symbol`:
              e.removeAttribute(t);
              return;
            case `boolean`:
              var r = t.toLowerCase().slice(0, 5);
              if (r !== `data-` && r !== `aria-`) {
                e.removeAttribute(t);
                return;
              }
          }
          e.setAttribute(t, n);
        }
      }
    }
    function an(e, t, n) {
      if (n === null) e.removeAttribute(t);
      else {
        switch (typeof n) {
          case `undefined`:
          case `function`:
          case `symbol`:
          case `boolean`:
            e.removeAttribute(t);
            return;
        }
        e.setAttribute(t, n);
      }
    }
    function on(e, t, n, r) {
      if (r === null) e.removeAttribute(n);
      else {
        switch (typeof r) {
          case `undefined`:
          case `function`:
          case `symbol`:
          case `boolean`:
            e.removeAttribute(n);
            return;
        }
        e.setAttributeNS(t, n, r);
      }
    }
    function sn(e) {
      switch (typeof e) {
        case `bigint`:
        case `boolean`:
        case `number`:
        case `string`:
        case `undefined`:
          return e;
        case `object`:
          return e;
        default:
          return ``;
      }
    }
    function cn(e) {
      var t = e.type;
      return (e = e.nodeName) && e.toLowerCase() === `input` && (t === `checkbox` || t === `radio`);
    }
    function ln(e, t, n) {
      var r = Object.getOwnPropertyDescriptor(e.constructor.prototype, t);
      if (
        !e.hasOwnProperty(t) &&
        r !== void 0 &&
        typeof r.get == `function` &&
        typeof r.set == `function`
      ) {
        var i = r.get,
          a = r.set;
        return (
          Object.defineProperty(e, t, {
            configurable: !0,
            get: function () {
              return i.call(this);
            },
            set: function (e) {
              ((n = `` + e), a.call(this, e));
            },
          }),
          Object.defineProperty(e, t, { enumerable: r.enumerable }),
          {
            getValue: function () {
              return n;
            },
            setValue: function (e) {
              n = `` + e;
            },
            stopTracking: function () {
              ((e._valueTracker = null), delete e[t]);
            },
          }
        );
      }
    }
    function un(e) {
      if (!e._valueTracker) {
        var t = cn(e) ? `checked` : `value`;
        e._valueTracker = ln(e, t, `` + e[t]);
      }
    }
    function dn(e) {
      if (!e) return !1;
      var t = e._valueTracker;
      if (!t) return !0;
      var n = t.getValue(),
        r = ``;
      return (
        e && (r = cn(e) ? (e.checked ? `true` : `false`) : e.value),
        (e = r),
        e !== n && (t.setValue(e), !0)
      );
    }
    var fn = /[\n"\\]/g;
    function pn(e) {
      return e.replace(fn, function (e) {
        return `\\` + e.charCodeAt(0).toString(16) + ` `;
      });
    }
    function mn(e, t, n, r, i, a, o, s) {
      ((e.name = ``),
        o != null && typeof o != `function` && typeof o != `symbol` && typeof o != `boolean`
          ? (e.type = o)
          : e.removeAttribute(`type`),
        t == null
          ? (o !== `submit` && o !== `reset`) || e.removeAttribute(`value`)
          : o === `number`
            ? ((t === 0 && e.value === ``) || e.value != t) && (e.value = `` + sn(t))
            : e.value !== `` + sn(t) && (e.value = `` + sn(t)),
        t == null
          ? n == null
            ? r != null && e.removeAttribute(`value`)
            : gn(e, sn(n))
          : o === `number` && e.value == t
            ? gn(e, sn(e.value))
            : gn(e, sn(t)),
        i == null && a != null && (e.defaultChecked = !!a),
        i != null && (e.checked = i && typeof i != `function` && typeof i != `symbol`),
        s != null && typeof s != `function` && typeof s != `symbol` && typeof s != `boolean`
          ? (e.name = `` + sn(s))
          : e.removeAttribute(`name`));
    }
    function hn(e, t, n, r, i, a, o, s) {
      if (
        (a != null &&
          typeof a != `function` &&
          typeof a != `symbol` &&
          typeof a != `boolean` &&
          (e.type = a),
        t != null || n != null)
      ) {
        if (!((a !== `submit` && a !== `reset`) || t != null)) {
          un(e);
          return;
        }
        ((n = n == null ? `` : `` + sn(n)),
          (t = t == null ? n : `` + sn(t)),
          s || t === e.value || (e.value = t),
          (e.defaultValue = t));
      }
      ((r ??= i),
        (r = typeof r != `function` && typeof r != `symbol` && !!r),
        (e.checked = s ? e.checked : !!r),
        (e.defaultChecked = !!r),
        o != null &&
          typeof o != `function` &&
          typeof o != `symbol` &&
          typeof o != `boolean` &&
          (e.name = o),
        un(e));
    }
    function gn(e, t) {
      e.defaultValue !== `` + t && (e.defaultValue = `` + t);
    }
    function _n(e, t, n, r) {
      if (((e = e.options), t)) {
        t = {};
        for (var i = 0; i < n.length; i++) t[`$` + n[i]] = !0;
        for (n = 0; n < e.length; n++)
          ((i = t.hasOwnProperty(`$` + e[n].value)),
            e[n].selected !== i && (e[n].selected = i),
            i && r && (e[n].defaultSelected = !0));
      } else {
        for (n = `` + sn(n), t = null, i = 0; i < e.length; i++) {
          if (e[i].value === n) {
            ((e[i].selected = !0), r && (e[i].defaultSelected = !0));
            return;
          }
          t !== null || e[i].disabled || (t = e[i]);
        }
        t !== null && (t.selected = !0);
      }
    }
    function vn(e, t, n) {
      t != null && ((t = `` + sn(t)), t !== e.value && (e.value = t), n == null)
        ? e.defaultValue !== t && (e.defaultValue = t)
        : (e.defaultValue = n == null ? `` : `` + sn(n));
    }
    function yn(e, t, n, r) {
      if (t == null) {
        if (r != null) {
          if (n != null) throw Error(i(92));
          if (Te(r)) {
            if (1 < r.length) throw Error(i(93));
            r = r[0];
          }
          n = r;
        }
        ((n ??= ``), (t = n));
      }
      ((n = sn(t)),
        (e.defaultValue = n),
        (r = e.textContent),
        r === n && r !== `` && r !== null && (e.value = r),
        un(e));
    }
    function bn(e, t) {
      if (t) {
        var n = e.firstChild;
        if (n && n === e.lastChild && n.nodeType === 3) {
          n.nodeValue = t;
          return;
        }
      }
      e.textContent = t;
    }
    var xn = new Set(
      `animationIterationCount aspectRatio borderImageOutset borderImageSlice borderImageWidth boxFlex boxFlexGroup boxOrdinalGroup columnCount columns flex flexGrow flexPositive flexShrink flexNegative flexOrder gridArea gridRow gridRowEnd gridRowSpan gridRowStart gridColumn gridColumnEnd gridColumnSpan gridColumnStart fontWeight lineClamp lineHeight opacity order orphans scale tabSize widows zIndex zoom fillOpacity floodOpacity stopOpacity strokeDasharray strokeDashoffset strokeMiterlimit strokeOpacity strokeWidth MozAnimationIterationCount MozBoxFlex MozBoxFlexGroup MozLineClamp msAnimationIterationCount msFlex msZoom msFlexGrow msFlexNegative msFlexOrder msFlexPositive msFlexShrink msGridColumn msGridColumnSpan msGridRow msGridRowSpan WebkitAnimationIterationCount WebkitBoxFlex WebKitBoxFlexGroup WebkitBoxOrdinalGroup WebkitColumnCount WebkitColumns WebkitFlex WebkitFlexGrow WebkitFlexPositive WebkitFlexShrink WebkitLineClamp`.split(
        ` `,
      ),
    );
    function Sn(e, t, n) {
      var r = t.indexOf(`--`) === 0;
      n == null || typeof n == `boolean` || n === ``
        ? r
          ? e.setProperty(t, ``)
          : t === `float`
            ? (e.cssFloat = ``)
            : (e[t] = ``)
        : r
          ? e.setProperty(t, n)
          : typeof n != `number` || n === 0 || xn.has(t)
            ? t === `float`
              ? (e.cssFloat = n)
              : (e[t] = (`` + n).trim())
            : (e[t] = n + `px`);
    }
    function Cn(e, t, n) {
      if (t != null && typeof t != `object`) throw Error(i(62));
      if (((e = e.style), n != null)) {
        for (var r in n)
          !n.hasOwnProperty(r) ||
            (t != null && t.hasOwnProperty(r)) ||
            (r.indexOf(`--`) === 0
              ? e.setProperty(r, ``)
              : r === `float`
                ? (e.cssFloat = ``)
                : (e[r] = ``),
            (k = !0));
        for (var a in t) ((r = t[a]), t.hasOwnProperty(a) && n[a] !== r && (Sn(e, a, r), (k = !0)));
      } else for (var o in t) t.hasOwnProperty(o) && Sn(e, o, t[o]);
    }
    function wn(e) {
      if (e.indexOf(`-`) === -1) return !1;
      switch (e) {
        case `annotation-xml`:
        case `color-profile`:
        case `font-face`:
        case `font-face-src`:
        case `font-face-uri`:
        case `font-face-format`:
        case `font-face-name`:
        case `missing-glyph`:
          return !1;
        default:
          return !0;
      }
    }
    var Tn = new Map([
        [`acceptCharset`, `accept-charset`],
        [`htmlFor`, `for`],
        [`httpEquiv`, `http-equiv`],
        [`crossOrigin`, `crossorigin`],
        [`accentHeight`, `accent-height`],
        [`alignmentBaseline`, `alignment-baseline`],
        [`arabicForm`, `arabic-form`],
        [`baselineShift`, `baseline-shift`],
        [`capHeight`, `cap-height`],
        [`clipPath`, `clip-path`],
        [`clipRule`, `clip-rule`],
        [`colorInterpolation`, `color-interpolation`],
        [`colorInterpolationFilters`, `color-interpolation-filters`],
        [`colorProfile`, `color-profile`],
        [`colorRendering`, `color-rendering`],
        [`dominantBaseline`, `dominant-baseline`],
        [`enableBackground`, `enable-background`],
        [`fillOpacity`, `fill-opacity`],
        [`fillRule`, `fill-rule`],
        [`floodColor`, `flood-color`],
        [`floodOpacity`, `flood-opacity`],
        [`fontFamily`, `font-family`],
        [`fontSize`, `font-size`],
        [`fontSizeAdjust`, `font-size-adjust`],
        [`fontStretch`, `font-stretch`],
        [`fontStyle`, `font-style`],
        [`fontVariant`, `font-variant`],
        [`fontWeight`, `font-weight`],
        [`glyphName`, `glyph-name`],
        [`glyphOrientationHorizontal`, `glyph-orientation-horizontal`],
        [`glyphOrientationVertical`, `glyph-orientation-vertical`],
        [`horizAdvX`, `horiz-adv-x`],
        [`horizOriginX`, `horiz-origin-x`],
        [`imageRendering`, `image-rendering`],
        [`letterSpacing`, `letter-spacing`],
        [`lightingColor`, `lighting-color`],
        [`markerEnd`, `marker-end`],
        [`markerMid`, `marker-mid`],
        [`markerStart`, `marker-start`],
        [`maskType`, `mask-type`],
        [`overlinePosition`, `overline-position`],
        [`overlineThickness`, `overline-thickness`],
        [`paintOrder`, `paint-order`],
        [`panose-1`, `panose-1`],
        [`pointerEvents`, `pointer-events`],
        [`renderingIntent`, `rendering-intent`],
        [`shapeRendering`, `shape-rendering`],
        [`stopColor`, `stop-color`],
        [`stopOpacity`, `stop-opacity`],
        [`strikethroughPosition`, `strikethrough-position`],
        [`strikethroughThickness`, `strikethrough-thickness`],
        [`strokeDasharray`, `stroke-dasharray`],
        [`strokeDashoffset`, `stroke-dashoffset`],
        [`strokeLinecap`, `stroke-linecap`],
        [`strokeLinejoin`, `stroke-linejoin`],
        [`strokeMiterlimit`, `stroke-miterlimit`],
        [`strokeOpacity`, `stroke-opacity`],
        [`strokeWidth`, `stroke-width`],
        [`textAnchor`, `text-anchor`],
        [`textDecoration`, `text-decoration`],
        [`textRendering`, `text-rendering`],
        [`transformOrigin`, `transform-origin`],
        [`underlinePosition`, `underline-position`],
        [`underlineThickness`, `underline-thickness`],
        [`unicodeBidi`, `unicode-bidi`],
        [`unicodeRange`, `unicode-range`],
        [`unitsPerEm`, `units-per-em`],
        [`vAlphabetic`, `v-alphabetic`],
        [`vHanging`, `v-hanging`],
        [`vIdeographic`, `v-ideographic`],
        [`vMathematical`, `v-mathematical`],
        [`vectorEffect`, `vector-effect`],
        [`vertAdvY`, `vert-adv-y`],
        [`vertOriginX`, `vert-origin-x`],
        [`vertOriginY`, `vert-origin-y`],
        [`wordSpacing`, `word-spacing`],
        [`writingMode`, `writing-mode`],
        [`xmlnsXlink`, `xmlns:xlink`],
        [`xHeight`, `x-height`],
      ]),
      En =
        /^[\u0000-\u001F ]*j[\r\n\t]*a[\r\n\t]*v[\r\n\t]*a[\r\n\t]*s[\r\n\t]*c[\r\n\t]*r[\r\n\t]*i[\r\n\t]*p[\r\n\t]*t[\r\n\t]*:/i;
    function Dn(e) {
      return En.test(`` + e)
        ? `javascript:throw new Error('React has blocked a javascript: URL as a security precaution.')`
        : e;
    }
    function On() {}
    var kn = null;
    function An(e) {
      return (
        (e = e.target || e.srcElement || window),
        e.correspondingUseElement && (e = e.correspondingUseElement),
        e.nodeType === 3 ? e.parentNode : e
      );
    }
    var jn = null,
      Mn = null;
    function Nn(e) {
      var t = Ut(e);
      if (t && (e = t.stateNode)) {
        var n = e[Nt] || null;
        a: switch (((e = t.stateNode), t.type)) {
          case `input`:
            if (
              (mn(
                e,
                n.value,
                n.defaultValue,
                n.defaultValue,
                n.checked,
                n.defaultChecked,
                n.type,
                n.name,
              ),
              (t = n.name),
              n.type === `radio` && t != null)
            ) {
              for (n = e; n.parentNode;) n = n.parentNode;
              for (
                n = n.querySelectorAll(`input[name="` + pn(`` + t) + `"][type="radio"]`), t = 0;
                t < n.length;
                t++
              ) {
                var r = n[t];
                if (r !== e && r.form === e.form) {
                  var a = r[Nt] || null;
                  if (!a) throw Error(i(90));
                  mn(
                    r,
                    a.value,
                    a.defaultValue,
                    a.defaultValue,
                    a.checked,
                    a.defaultChecked,
                    a.type,
                    a.name,
                  );
                }
              }
              for (t = 0; t < n.length; t++) ((r = n[t]), r.form === e.form && dn(r));
            }
            break a;
          case `textarea`:
            vn(e, n.value, n.defaultValue);
            break a;
          case `select`:
            ((t = n.value), t != null && _n(e, !!n.multiple, t, !1));
        }
      }
    }
    var Pn = !1;
    function Fn(e, t, n) {
      if (Pn) return e(t, n);
      Pn = !0;
      try {
        return e(t);
      } finally {
        if (
          ((Pn = !1),
          (jn !== null || Mn !== null) &&
            (zd(), jn && ((t = jn), (e = Mn), (Mn = jn = null), Nn(t), e)))
        )
          for (t = 0; t < e.length; t++) Nn(e[t]);
      }
    }
    function In(e, t) {
      var n = e.stateNode;
      if (n === null) return null;
      var r = n[Nt] || null;
      if (r === null) return null;
      n = r[t];
      a: switch (t) {
        case `onClick`:
        case `onClickCapture`:
        case `onDoubleClick`:
        case `onDoubleClickCapture`:
        case `onMouseDown`:
        case `onMouseDownCapture`:
        case `onMouseMove`:
        case `onMouseMoveCapture`:
        case `onMouseUp`:
        case `onMouseUpCapture`:
        case `onMouseEnter`:
          ((r = !r.disabled) ||
            ((e = e.type),
            (r = e !== `button` && e !== `input` && e !== `select` && e !== `textarea`)),
            (e = !r));
          break a;
        default:
          e = !1;
      }
      if (e) return null;
      if (n && typeof n != `function`) throw Error(i(231, t, typeof n));
      return n;
    }
    var Ln =
        typeof window < `u` &&
        window.document !== void 0 &&
        window.document.createElement !== void 0,
      Rn = !1;
    if (Ln)
      try {
        var zn = {};
        (Object.defineProperty(zn, "passive", {
          get: function () {
            Rn = !0;
          },
        }),
          window.addEventListener(`test`, zn, zn),
          window.removeEventListener(`test`, zn, zn));
      } catch {
        Rn = !1;
      }
    var Bn = null,
      Vn = null,
      Hn = null;
    function Un() {
      if (Hn) return Hn;
      var e,
        t = Vn,
        n = t.length,
        r,
        i = `value` in Bn ? Bn.value : Bn.textContent,
        a = i.length;
      for (e = 0; e < n && t[e] === i[e]; e++);
      var o = n - e;
      for (r = 1; r <= o && t[n - r] === i[a - r]; r++);
      return (Hn = i.slice(e, 1 < r ? 1 - r : void 0));
    }
    function Wn(e) {
      var t = e.keyCode;
      return (
        `charCode` in e ? ((e = e.charCode), e === 0 && t === 13 && (e = 13)) : (e = t),
        e === 10 && (e = 13),
        32 <= e || e === 13 ? e : 0
      );
    }
    function Gn() {
      return !0;
    }
    function Kn() {
      return !1;
    }
    function qn(e) {
      function t(t, n, r, i, a) {
        for (var o in ((this._reactName = t),
        (this._targetInst = r),
        (this.type = n),
        (this.nativeEvent = i),
        (this.target = a),
        (this.currentTarget = null),
        e))
          e.hasOwnProperty(o) && ((t = e[o]), (this[o] = t ? t(i) : i[o]));
        return (
          (this.isDefaultPrevented = (
            i.defaultPrevented == null ? !1 === i.returnValue : i.defaultPrevented
          )
            ? Gn
            : Kn),
          (this.isPropagationStopped = Kn),
          this
        );
      }
      return (
        w(t.prototype, {
          preventDefault: function () {
            this.defaultPrevented = !0;
            var e = this.nativeEvent;
            e &&
              (e.preventDefault
                ? e.preventDefault()
                : typeof e.returnValue != `unknown` && (e.returnValue = !1),
              (this.isDefaultPrevented = Gn));
          },
          stopPropagation: function () {
            var e = this.nativeEvent;
            e &&
              (e.stopPropagation
                ? e.stopPropagation()
                : typeof e.cancelBubble != `unknown` && (e.cancelBubble = !0),
              (this.isPropagationStopped = Gn));
          },
          persist: function () {},
          isPersistent: Gn,
        }),
        t
      );
    }
    var Jn = {
        eventPhase: 0,
        bubbles: 0,
        cancelable: 0,
        timeStamp: function (e) {
          return e.timeStamp || Date.now();
        },
        defaultPrevented: 0,
        isTrusted: 0,
      },
      Yn = qn(Jn),
      Xn = w({}, Jn, { view: 0, detail: 0 }),
      Zn = qn(Xn),
      Qn,
      $n,
      er,
      tr = w({}, Xn, {
        screenX: 0,
        screenY: 0,
        clientX: 0,
        clientY: 0,
        pageX: 0,
        pageY: 0,
        ctrlKey: 0,
        shiftKey: 0,
        altKey: 0,
        metaKey: 0,
        getModifierState: dr,
        button: 0,
        buttons: 0,
        relatedTarget: function (e) {
          return e.relatedTarget === void 0
            ? e.fromElement === e.srcElement
              ? e.toElement
              : e.fromElement
            : e.relatedTarget;
        },
        movementX: function (e) {
          return `movementX` in e
            ? e.movementX
            : (e !== er &&
                (er && e.type === `mousemove`
                  ? ((Qn = e.screenX - er.screenX), ($n = e.screenY - er.screenY))
                  : ($n = Qn = 0),
                (er = e)),
              Qn);
        },
        movementY: function (e) {
          return `movementY` in e ? e.movementY : $n;
        },
      }),
      nr = qn(tr),
      A = qn(w({}, tr, { dataTransfer: 0 })),
      rr = qn(w({}, Xn, { relatedTarget: 0 })),
      ir = qn(w({}, Jn, { animationName: 0, elapsedTime: 0, pseudoElement: 0 })),
      ar = qn(
        w({}, Jn, {
          clipboardData: function (e) {
            return `clipboardData` in e ? e.clipboardData : window.clipboardData;
          },
        }),
      ),
      or = qn(w({}, Jn, { data: 0 })),
      sr = {
        Esc: `Escape`,
        Spacebar: ` `,
        Left: `ArrowLeft`,
        Up: `ArrowUp`,
        Right: `ArrowRight`,
        Down: `ArrowDown`,
        Del: `Delete`,
        Win: `OS`,
        Menu: `ContextMenu`,
        Apps: `ContextMenu`,
        Scroll: `ScrollLock`,
        MozPrintableKey: `Unidentified`,
      },
      cr = {
        8: `Backspace`,
        9: `Tab`,
        12: `Clear`,
        13: `Enter`,
        16: `Shift`,
        17: `Control`,
        18: `Alt`,
        19: `Pause`,
        20: `CapsLock`,
        27: `Escape`,
        32: ` `,
        33: `PageUp`,
        34: `PageDown`,
        35: `End`,
        36: `Home`,
        37: `ArrowLeft`,
        38: `ArrowUp`,
        39: `ArrowRight`,
        40: `ArrowDown`,
        45: `Insert`,
        46: `Delete`,
        112: `F1`,
        113: `F2`,
        114: `F3`,
        115: `F4`,
        116: `F5`,
        117: `F6`,
        118: `F7`,
        119: `F8`,
        120: `F9`,
        121: `F10`,
        122: `F11`,
        123: `F12`,
        144: `NumLock`,
        145: `ScrollLock`,
        224: `Meta`,
      },
      lr = { Alt: `altKey`, Control: `ctrlKey`, Meta: `metaKey`, Shift: `shiftKey` };
    function ur(e) {
      var t = this.nativeEvent;
      return t.getModifierState ? t.getModifierState(e) : (e = lr[e]) ? !!t[e] : !1;
    }
    function dr() {
      return ur;
    }
    var fr = qn(
        w({}, Xn, {
          key: function (e) {
            if (e.key) {
              var t = sr[e.key] || e.key;
              if (t !== `Unidentified`) return t;
            }
            return e.type === `keypress`
              ? ((e = Wn(e)), e === 13 ? `Enter` : String.fromCharCode(e))
              : e.type === `keydown` || e.type === `keyup`
                ? cr[e.keyCode] || `Unidentified`
                : ``;
          },
          code: 0,
          location: 0,
          ctrlKey: 0,
          shiftKey: 0,
          altKey: 0,
          metaKey: 0,
          repeat: 0,
          locale: 0,
          getModifierState: dr,
          charCode: function (e) {
            return e.type === `keypress` ? Wn(e) : 0;
          },
          keyCode: function (e) {
            return e.type === `keydown` || e.type === `keyup` ? e.keyCode : 0;
          },
          which: function (e) {
            return e.type === `keypress`
              ? Wn(e)
              : e.type === `keydown` || e.type === `keyup`
                ? e.keyCode
                : 0;
          },
        }),
      ),
      pr = qn(
        w({}, tr, {
          pointerId: 0,
          width: 0,
          height: 0,
          pressure: 0,
          tangentialPressure: 0,
          tiltX: 0,
          tiltY: 0,
          twist: 0,
          pointerType: 0,
          isPrimary: 0,
        }),
      ),
      mr = qn(w({}, Jn, { submitter: 0 })),
      hr = qn(
        w({}, Xn, {
          touches: 0,
          targetTouches: 0,
          changedTouches: 0,
          altKey: 0,
          metaKey: 0,
          ctrlKey: 0,
          shiftKey: 0,
          getModifierState: dr,
        }),
      ),
      gr = qn(w({}, Jn, { propertyName: 0, elapsedTime: 0, pseudoElement: 0 })),
      _r = qn(
        w({}, tr, {
          deltaX: function (e) {
            return `deltaX` in e ? e.deltaX : `wheelDeltaX` in e ? -e.wheelDeltaX : 0;
          },
          deltaY: function (e) {
            return `deltaY` in e
              ? e.deltaY
              : `wheelDeltaY` in e
                ? -e.wheelDeltaY
                : `wheelDelta` in e
                  ? -e.wheelDelta
                  : 0;
          },
          deltaZ: 0,
          deltaMode: 0,
        }),
      ),
      vr = qn(w({}, Jn, { newState: 0, oldState: 0, source: 0 })),
      yr = [9, 13, 27, 32],
      br = Ln && `CompositionEvent` in window,
      xr = null;
    Ln && `documentMode` in document && (xr = document.documentMode);
    var Sr = Ln && `TextEvent` in window && !xr,
      Cr = Ln && (!br || (xr && 8 < xr && 11 >= xr)),
      wr = ` `,
      Tr = !1;
    function Er(e, t) {
      switch (e) {
        case `keyup`:
          return yr.indexOf(t.keyCode) !== -1;
        case `keydown`:
          return t.keyCode !== 229;
        case `keypress`:
        case `mousedown`:
        case `focusout`:
          return !0;
        default:
          return !1;
      }
    }
    function Dr(e) {
      return ((e = e.detail), typeof e == `object` && `data` in e ? e.data : null);
    }
    var Or = !1;
    function kr(e, t) {
      switch (e) {
        case `compositionend`:
          return Dr(t);
        case `keypress`:
          return t.which === 32 ? ((Tr = !0), wr) : null;
        case `textInput`:
          return ((e = t.data), e === wr && Tr ? null : e);
        default:
          return null;
      }
    }
    function Ar(e, t) {
      if (Or)
        return e === `compositionend` || (!br && Er(e, t))
          ? ((e = Un()), (Hn = Vn = Bn = null), (Or = !1), e)
          : null;
      switch (e) {
        case `paste`:
          return null;
        case `keypress`:
          if (!(t.ctrlKey || t.altKey || t.metaKey) || (t.ctrlKey && t.altKey)) {
            if (t.char && 1 < t.char.length) return t.char;
            if (t.which) return String.fromCharCode(t.which);
          }
          return null;
        case `compositionend`:
          return Cr && t.locale !== `ko` ? null : t.data;
        default:
          return null;
      }
    }
    var jr = {
      color: !0,
      date: !0,
      datetime: !0,
      "datetime-local": !0,
      email: !0,
      month: !0,
      number: !0,
      password: !0,
      range: !0,
      search: !0,
      tel: !0,
      text: !0,
      time: !0,
      url: !0,
      week: !0,
    };
    function Mr(e) {
      var t = e && e.nodeName && e.nodeName.toLowerCase();
      return t === `input` ? !!jr[e.type] : t === `textarea`;
    }
    function Nr(e, t, n, r) {
      (jn ? (Mn ? Mn.push(r) : (Mn = [r])) : (jn = r),
        (t = Jf(t, `onChange`)),
        0 < t.length &&
          ((n = new Yn(`onChange`, `change`, null, n, r)), e.push({ event: n, listeners: t })));
    }
    var Pr = null,
      Fr = null;
    function Ir(e) {
      Vf(e, 0);
    }
    function Lr(e) {
      if (dn(Wt(e))) return e;
    }
    function Rr(e, t) {
      if (e === `change`) return t;
    }
    var zr = !1;
    if (Ln) {
      var Br;
      if (Ln) {
        var Vr = `oninput` in document;
        if (!Vr) {
          var Hr = document.createElement(`div`);
          (Hr.setAttribute(`oninput`, `return;`), (Vr = typeof Hr.oninput == `function`));
        }
        Br = Vr;
      } else Br = !1;
      zr = Br && (!document.documentMode || 9 < document.documentMode);
    }
    function Ur() {
      Pr && (Pr.detachEvent(`onpropertychange`, Wr), (Fr = Pr = null));
    }
    function Wr(e) {
      if (e.propertyName === `value` && Lr(Fr)) {
        var t = [];
        (Nr(t, Fr, e, An(e)), Fn(Ir, t));
      }
    }
    function Gr(e, t, n) {
      e === `focusin`
        ? (Ur(), (Pr = t), (Fr = n), Pr.attachEvent(`onpropertychange`, Wr))
        : e === `focusout` && Ur();
    }
    function Kr(e) {
      if (e === `selectionchange` || e === `keyup` || e === `keydown`) return Lr(Fr);
    }
    function qr(e, t) {
      if (e === `click`) return Lr(t);
    }
    function Jr(e, t) {
      if (e === `input` || e === `change`) return Lr(t);
    }
    function Yr(e, t) {
      return (e === t && (e !== 0 || 1 / e == 1 / t)) || (e !== e && t !== t);
    }
    var Xr = typeof Object.is == `function` ? Object.is : Yr;
    function Zr(e, t) {
      if (Xr(e, t)) return !0;
      if (typeof e != `object` || !e || typeof t != `object` || !t) return !1;
      var n = Object.keys(e),
        r = Object.keys(t);
      if (n.length !== r.length) return !1;
      for (r = 0; r < n.length; r++) {
        var i = n[r];
        if (!Ke.call(t, i) || !Xr(e[i], t[i])) return !1;
      }
      return !0;
    }
    function Qr(e) {
      if (((e ||= typeof document < `u` ? document : void 0), e === void 0)) return null;
      try {
        return e.activeElement || e.body;
      } catch {
        return e.body;
      }
    }
    function $r(e) {
      for (; e && e.firstChild;) e = e.firstChild;
      return e;
    }
    function ei(e, t) {
      var n = $r(e);
      e = 0;
      for (var r; n;) {
        if (n.nodeType === 3) {
          if (((r = e + n.textContent.length), e <= t && r >= t)) return { node: n, offset: t - e };
          e = r;
        }
        a: {
          for (; n;) {
            if (n.nextSibling) {
              n = n.nextSibling;
              break a;
            }
            n = n.parentNode;
          }
          n = void 0;
        }
        n = $r(n);
      }
    }
    function ti(e, t) {
      return e && t
        ? e === t
          ? !0
          : e && e.nodeType === 3
            ? !1
            : t && t.nodeType === 3
              ? ti(e, t.parentNode)
              : `contains` in e
                ? e.contains(t)
                : e.compareDocumentPosition
                  ? !!(e.compareDocumentPosition(t) & 16)
                  : !1
        : !1;
    }
    function ni(e) {
      e =
        e != null && e.ownerDocument != null && e.ownerDocument.defaultView != null
          ? e.ownerDocument.defaultView
          : window;
      for (var t = Qr(e.document); t instanceof e.HTMLIFrameElement;) {
        try {
          var n = typeof t.contentWindow.location.href == `string`;
        } catch {
          n = !1;
        }
        if (n) e = t.contentWindow;
        else break;
        t = Qr(e.document);
      }
      return t;
    }
    function ri(e) {
      var t = e && e.nodeName && e.nodeName.toLowerCase();
      return (
        t &&
        ((t === `input` &&
          (e.type === `text` ||
            e.type === `search` ||
            e.type === `tel` ||
            e.type === `url` ||
            e.type === `password`)) ||
          t === `textarea` ||
          e.contentEditable === `true`)
      );
    }
    var ii = Ln && `documentMode` in document && 11 >= document.documentMode,
      ai = null,
      oi = null,
      si = null,
      ci = !1;
    function li(e, t, n) {
      var r = n.window === n ? n.document : n.nodeType === 9 ? n : n.ownerDocument;
      ci ||
        ai == null ||
        ai !== Qr(r) ||
        ((r = ai),
        `selectionStart` in r && ri(r)
          ? (r = { start: r.selectionStart, end: r.selectionEnd })
          : ((r = ((r.ownerDocument && r.ownerDocument.defaultView) || window).getSelection()),
            (r = {
              anchorNode: r.anchorNode,
              anchorOffset: r.anchorOffset,
              focusNode: r.focusNode,
              focusOffset: r.focusOffset,
            })),
        (si && Zr(si, r)) ||
          ((si = r),
          (r = Jf(oi, `onSelect`)),
          0 < r.length &&
            ((t = new Yn(`onSelect`, `select`, null, t, n)),
            e.push({ event: t, listeners: r }),
            (t.target = ai))));
    }
    function ui(e, t) {
      var n = {};
      return (
        (n[e.toLowerCase()] = t.toLowerCase()),
        (n[`Webkit` + e] = `webkit` + t),
        (n[`Moz` + e] = `moz` + t),
        n
      );
    }
    var j = {
        animationend: ui(`Animation`, `AnimationEnd`),
        animationiteration: ui(`Animation`, `AnimationIteration`),
        animationstart: ui(`Animation`, `AnimationStart`),
        transitionrun: ui(`Transition`, `TransitionRun`),
        transitionstart: ui(`Transition`, `TransitionStart`),
        transitioncancel: ui(`Transition`, `TransitionCancel`),
        transitionend: ui(`Transition`, `TransitionEnd`),
      },
      di = {},
      fi = {};
    Ln &&
      ((fi = document.createElement(`div`).style),
      `AnimationEvent` in window ||
        (delete j.animationend.animation,
        delete j.animationiteration.animation,
        delete j.animationstart.animation),
      `TransitionEvent` in window || delete j.transitionend.transition);
    function pi(e) {
      if (di[e]) return di[e];
      if (!j[e]) return e;
      var t = j[e],
        n;
      for (n in t) if (t.hasOwnProperty(n) && n in fi) return (di[e] = t[n]);
      return e;
    }
    var mi = pi(`animationend`),
      hi = pi(`animationiteration`),
      gi = pi(`animationstart`),
      _i = pi(`transitionrun`),
      vi = pi(`transitionstart`),
      yi = pi(`transitioncancel`),
      bi = pi(`transitionend`),
      xi = new Map(),
      Si =
        `abort auxClick beforeToggle cancel canPlay canPlayThrough click close contextMenu copy cut drag dragEnd dragEnter dragExit dragLeave dragOver dragStart drop durationChange emptied encrypted ended error fullscreenChange fullscreenError gotPointerCapture input invalid keyDown keyPress keyUp load loadedData loadedMetadata loadStart lostPointerCapture mouseDown mouseMove mouseOut mouseOver mouseUp paste pause play playing pointerCancel pointerDown pointerMove pointerOut pointerOver pointerUp progress rateChange reset resize seeked seeking stalled submit suspend timeUpdate touchCancel touchEnd touchStart volumeChange scroll toggle touchMove waiting wheel`.split(
          ` `,
        );
    Si.push(`scrollEnd`);
    function Ci(e, t) {
      (xi.set(e, t), Xt(t, [e]));
    }
    var wi = 0;
    function Ti(e, t) {
      if (e.name != null && e.name !== `auto`) return e.name;
      if (t.autoName !== null) return t.autoName;
      e = bd.identifierPrefix;
      var n = wi++;
      return ((e = `_` + e + `t_` + n.toString(32) + `_`), (t.autoName = e));
    }
    function Ei(e) {
      if (e == null || typeof e == `string`) return e;
      var t = null,
        n = Od;
      if (n !== null)
        for (var r = 0; r < n.length; r++) {
          var i = e[n[r]];
          if (i != null) {
            if (i === `none`) return `none`;
            t = t == null ? i : t + (` ` + i);
          }
        }
      return t ?? e.default;
    }
    function Di(e, t) {
      return (
        (e = Ei(e)),
        (t = Ei(t)),
        t == null ? (e === `auto` ? null : e) : t === `auto` ? null : t
      );
    }
    var Oi =
        typeof reportError == `function`
          ? reportError
          : function (e) {
              if (typeof window == `object` && typeof window.ErrorEvent == `function`) {
                var t = new window.ErrorEvent(`error`, {
                  bubbles: !0,
                  cancelable: !0,
                  message:
                    typeof e == `object` && e && typeof e.message == `string`
                      ? String(e.message)
                      : String(e),
                  error: e,
                });
                if (!window.dispatchEvent(t)) return;
              } else if (typeof process == `object` && typeof process.emit == `function`) {
                process.emit(`uncaughtException`, e);
                return;
              }
              console.error(e);
            },
      ki = [],
      Ai = 0,
      ji = 0;
    function Mi() {
      for (var e = Ai, t = (ji = Ai = 0); t < e;) {
        var n = ki[t];
        ki[t++] = null;
        var r = ki[t];
        ki[t++] = null;
        var i = ki[t];
        ki[t++] = null;
        var a = ki[t];
        if (((ki[t++] = null), r !== null && i !== null)) {
          var o = r.pending;
          (o === null ? (i.next = i) : ((i.next = o.next), (o.next = i)), (r.pending = i));
        }
        a !== 0 && Ii(n, i, a);
      }
    }
    function Ni(e, t, n, r) {
      ((ki[Ai++] = e),
        (ki[Ai++] = t),
        (ki[Ai++] = n),
        (ki[Ai++] = r),
        (ji |= r),
        (e.lanes |= r),
        (e = e.alternate),
        e !== null && (e.lanes |= r));
    }
    function Pi(e, t, n, r) {
      return (Ni(e, t, n, r), Li(e));
    }
    function Fi(e, t) {
      return (Ni(e, null, null, t), Li(e));
    }
    function Ii(e, t, n) {
      e.lanes |= n;
      var r = e.alternate;
      r !== null && (r.lanes |= n);
      for (var i = !1, a = e.return; a !== null;)
        ((a.childLanes |= n),
          (r = a.alternate),
          r !== null && (r.childLanes |= n),
          a.tag === 22 && ((e = a.stateNode), e === null || e._visibility & 1 || (i = !0)),
          (e = a),
          (a = a.return));
      return e.tag === 3
        ? ((a = e.stateNode),
          i &&
            t !== null &&
            ((i = 31 - ct(n)),
            (e = a.hiddenUpdates),
            (r = e[i]),
            r === null ? (e[i] = [t]) : r.push(t),
            (t.lane = n | 536870912)),
          a)
        : null;
    }
    function Li(e) {
      if (50 < kd) throw ((kd = 0), (Ad = null), Error(i(185)));
      for (var t = e.return; t !== null;) ((e = t), (t = e.return));
      return e.tag === 3 ? e.stateNode : null;
    }
    var Ri = {};
    function zi(e, t, n, r) {
      ((this.tag = e),
        (this.key = n),
        (this.sibling =
          this.child =
          this.return =
          this.stateNode =
          this.type =
          this.elementType =
            null),
        (this.index = 0),
        (this.refCleanup = this.ref = null),
        (this.pendingProps = t),
        (this.dependencies = this.memoizedState = this.updateQueue = this.memoizedProps = null),
        (this.mode = r),
        (this.subtreeFlags = this.flags = 0),
        (this.deletions = null),
        (this.childLanes = this.lanes = 0),
        (this.alternate = null));
    }
    function Bi(e, t, n, r) {
      return new zi(e, t, n, r);
    }
    function Vi(e) {
      return ((e = e.prototype), !(!e || !e.isReactComponent));
    }
    function Hi(e, t) {
      var n = e.alternate;
      return (
        n === null
          ? ((n = Bi(e.tag, t, e.key, e.mode)),
            (n.elementType = e.elementType),
            (n.type = e.type),
            (n.stateNode = e.stateNode),
            (n.alternate = e),
            (e.alternate = n))
          : ((n.pendingProps = t),
            (n.type = e.type),
            (n.flags = 0),
            (n.subtreeFlags = 0),
            (n.deletions = null)),
        (n.flags = e.flags & 1206910976),
        (n.childLanes = e.childLanes),
        (n.lanes = e.lanes),
        (n.child = e.child),
        (n.memoizedProps = e.memoizedProps),
        (n.memoizedState = e.memoizedState),
        (n.updateQueue = e.updateQueue),
        (t = e.dependencies),
        (n.dependencies = t === null ? null : { lanes: t.lanes, firstContext: t.firstContext }),
        (n.sibling = e.sibling),
        (n.index = e.index),
        (n.ref = e.ref),
        (n.refCleanup = e.refCleanup),
        n
      );
    }
    function Ui(e, t) {
      e.flags &= 1206910978;
      var n = e.alternate;
      return (
        n === null
          ? ((e.childLanes = 0),
            (e.lanes = t),
            (e.child = null),
            (e.subtreeFlags = 0),
            (e.memoizedProps = null),
            (e.memoizedState = null),
            (e.updateQueue = null),
            (e.dependencies = null),
            (e.stateNode = null))
          : ((e.childLanes = n.childLanes),
            (e.lanes = n.lanes),
            (e.child = n.child),
            (e.subtreeFlags = 0),
            (e.deletions = null),
            (e.memoizedProps = n.memoizedProps),
            (e.memoizedState = n.memoizedState),
            (e.updateQueue = n.updateQueue),
            (e.type = n.type),
            (t = n.dependencies),
            (e.dependencies =
              t === null ? null : { lanes: t.lanes, firstContext: t.firstContext })),
        e
      );
    }
    function Wi(e, t, n, r, a, o) {
      var s = 0;
      if (((r = e), typeof r == `function`)) Vi(r) && (s = 1);
      else if (typeof r == `string`)
        s = qm(e, n, je.current) ? 26 : e === `html` || e === `head` || e === `body` ? 27 : 5;
      else
        a: switch (r) {
          case ge:
            return ((e = Bi(31, n, t, a)), (e.elementType = ge), (e.lanes = o), e);
          case oe:
            return Gi(n.children, a, o, t);
          case se:
            ((s = 8), (a |= 24));
            break;
          case ce:
            return ((e = Bi(12, n, t, a | 2)), (e.elementType = ce), (e.lanes = o), e);
          case fe:
            return ((e = Bi(13, n, t, a)), (e.elementType = fe), (e.lanes = o), e);
          case pe:
            return ((e = Bi(19, n, t, a)), (e.elementType = pe), (e.lanes = o), e);
          case _e:
          case ye:
            return (
              (e = a | 32),
              (e = Bi(30, n, t, e)),
              (e.elementType = ye),
              (e.lanes = o),
              (e.stateNode = { autoName: null, paired: null, clones: null, ref: null }),
              e
            );
          default:
            if (typeof r == `object` && r)
              switch (r.$$typeof) {
                case ue:
                  s = 10;
                  break a;
                case le:
                  s = 9;
                  break a;
                case de:
                  s = 11;
                  break a;
                case me:
                  s = 14;
                  break a;
                case he:
                  ((s = 16), (r = null));
                  break a;
              }
            ((s = 29), (n = Error(i(130, e === null ? `null` : typeof e, ``))), (r = null));
        }
      return ((t = Bi(s, n, t, a)), (t.elementType = e), (t.type = r), (t.lanes = o), t);
    }
    function Gi(e, t, n, r) {
      return ((e = Bi(7, e, r, t)), (e.lanes = n), e);
    }
    function Ki(e, t, n) {
      return ((e = Bi(6, e, null, t)), (e.lanes = n), e);
    }
    function qi(e) {
      var t = Bi(18, null, null, 0);
      return ((t.stateNode = e), t);
    }
    function Ji(e, t, n) {
      return (
        (t = Bi(4, e.children === null ? [] : e.children, e.key, t)),
        (t.lanes = n),
        (t.stateNode = {
          containerInfo: e.containerInfo,
          pendingChildren: null,
          implementation: e.implementation,
        }),
        t
      );
    }
    var Yi = new WeakMap();
    function Xi(e, t) {
      if (typeof e == `object` && e) {
        var n = Yi.get(e);
        return n === void 0 ? ((t = { value: e, source: t, stack: Ge(t) }), Yi.set(e, t), t) : n;
      }
      return { value: e, source: t, stack: Ge(t) };
    }
    var Zi = [],
      Qi = 0,
      $i = null,
      ea = 0,
      M = [],
      ta = 0,
      na = null,
      ra = 1,
      ia = ``;
    function aa(e, t) {
      ((Zi[Qi++] = ea), (Zi[Qi++] = $i), ($i = e), (ea = t));
    }
    function oa(e, t, n) {
      ((M[ta++] = ra), (M[ta++] = ia), (M[ta++] = na), (na = e));
      var r = ra;
      e = ia;
      var i = 32 - ct(r) - 1;
      ((r &= ~(1 << i)), (n += 1));
      var a = 32 - ct(t) + i;
      if (30 < a) {
        var o = i - (i % 5);
        ((a = (r & ((1 << o) - 1)).toString(32)),
          (r >>= o),
          (i -= o),
          (ra = (1 << (32 - ct(t) + i)) | (n << i) | r),
          (ia = a + e));
      } else ((ra = (1 << a) | (n << i) | r), (ia = e));
    }
    function sa(e) {
      e.return !== null && (aa(e, 1), oa(e, 1, 0));
    }
    function ca(e) {
      for (; e === $i;) (($i = Zi[--Qi]), (Zi[Qi] = null), (ea = Zi[--Qi]), (Zi[Qi] = null));
      for (; e === na;)
        ((na = M[--ta]),
          (M[ta] = null),
          (ia = M[--ta]),
          (M[ta] = null),
          (ra = M[--ta]),
          (M[ta] = null));
    }
    function la(e, t) {
      ((M[ta++] = ra), (M[ta++] = ia), (M[ta++] = na), (ra = t.id), (ia = t.overflow), (na = e));
    }
    var N = null,
      P = null,
      F = !1,
      ua = null,
      da = !1,
      fa = Error(i(519));
    function pa(e) {
      throw (
        ya(
          Xi(
            Error(
              i(
                418,
                1 < arguments.length && arguments[1] !== void 0 && arguments[1] ? `text` : `HTML`,
                ``,
              ),
            ),
            e,
          ),
        ),
        fa
      );
    }
    function ma(e) {
      var t = e.stateNode,
        n = e.type,
        r = e.memoizedProps;
      switch (((t[Mt] = e), (t[Nt] = r), n)) {
        case `dialog`:
          (Q(`cancel`, t), Q(`close`, t));
          break;
        case `iframe`:
        case `object`:
        case `embed`:
          Q(`load`, t);
          break;
        case `video`:
        case `audio`:
          for (n = 0; n < zf.length; n++) Q(zf[n], t);
          break;
        case `source`:
          Q(`error`, t);
          break;
        case `img`:
        case `image`:
        case `link`:
          (Q(`error`, t), Q(`load`, t));
          break;
        case `details`:
          Q(`toggle`, t);
          break;
        case `input`:
          (Q(`invalid`, t),
            hn(t, r.value, r.defaultValue, r.checked, r.defaultChecked, r.type, r.name, !0));
          break;
        case `select`:
          Q(`invalid`, t);
          break;
        case `textarea`:
          (Q(`invalid`, t), yn(t, r.value, r.defaultValue, r.children));
      }
      ((n = r.children),
        (typeof n != `string` && typeof n != `number` && typeof n != `bigint`) ||
        t.textContent === `` + n ||
        !0 === r.suppressHydrationWarning ||
        ep(t.textContent, n)
          ? (r.popover != null && (Q(`beforetoggle`, t), Q(`toggle`, t)),
            r.onScroll != null && Q(`scroll`, t),
            r.onScrollEnd != null && Q(`scrollend`, t),
            r.onClick != null && (t.onclick = On),
            (t = !0))
          : (t = !1),
        t || pa(e, !0));
    }
    function ha(e) {
      for (N = e.return; N;)
        switch (N.tag) {
          case 5:
          case 31:
          case 13:
            da = !1;
            return;
          case 27:
          case 3:
            da = !0;
            return;
          default:
            N = N.return;
        }
    }
    function ga(e) {
      if (e !== N) return !1;
      if (!F) return (ha(e), (F = !0), !1);
      var t = e.tag,
        n;
      if (
        ((n = t !== 3 && t !== 27) &&
          ((n = t === 5) &&
            ((n = e.type), (n = n === `form` || n === `button` || pp(e.type, e.memoizedProps))),
          (n = !n)),
        n && P && pa(e),
        ha(e),
        t === 13)
      ) {
        if (((e = e.memoizedState), (e = e === null ? null : e.dehydrated), !e))
          throw Error(i(317));
        P = dm(e);
      } else if (t === 31) {
        if (((e = e.memoizedState), (e = e === null ? null : e.dehydrated), !e))
          throw Error(i(317));
        P = dm(e);
      } else
        t === 27
          ? ((t = P), Sp(e.type) ? ((e = um), (um = null), (P = e)) : (P = t))
          : (P = N ? lm(e.stateNode.nextSibling) : null);
      return !0;
    }
    function _a() {
      ((P = N = null), (F = !1));
    }
    function va() {
      var e = ua;
      return (e !== null && (pd === null ? (pd = e) : pd.push.apply(pd, e), (ua = null)), e);
    }
    function ya(e) {
      ua === null ? (ua = [e]) : ua.push(e);
    }
    var ba = ke(null),
      xa = null,
      Sa = null;
    function Ca(e, t, n) {
      (D(ba, t._currentValue), (t._currentValue = n));
    }
    function wa(e) {
      ((e._currentValue = ba.current), Ae(ba));
    }
    function I(e, t, n) {
      for (; e !== null;) {
        var r = e.alternate;
        if (
          ((e.childLanes & t) === t
            ? r !== null && (r.childLanes & t) !== t && (r.childLanes |= t)
            : ((e.childLanes |= t), r !== null && (r.childLanes |= t)),
          e === n)
        )
          break;
        e = e.return;
      }
    }
    function Ta(e, t, n, r) {
      var a = e.child;
      for (a !== null && (a.return = e); a !== null;) {
        var o = a.dependencies;
        if (o !== null) {
          var s = a.child;
          o = o.firstContext;
          a: for (; o !== null;) {
            var c = o;
            o = a;
            for (var l = 0; l < t.length; l++)
              if (c.context === t[l]) {
                ((o.lanes |= n),
                  (c = o.alternate),
                  c !== null && (c.lanes |= n),
                  I(o.return, n, e),
                  r || (s = null));
                break a;
              }
            o = c.next;
          }
        } else if (a.tag === 18) {
          if (((s = a.return), s === null)) throw Error(i(341));
          ((s.lanes |= n), (o = s.alternate), o !== null && (o.lanes |= n), I(s, n, e), (s = null));
        } else
          a.tag === 13 && a.memoizedState !== null && a.memoizedState.dehydrated === null
            ? ((a.lanes |= n),
              (s = a.alternate),
              s !== null && (s.lanes |= n),
              I(a.return, n, e),
              (s = a.child),
              (s = s === null ? null : s.sibling))
            : (s = a.child);
        if (s !== null) s.return = a;
        else
          for (s = a; s !== null;) {
            if (s === e) {
              s = null;
              break;
            }
            if (((a = s.sibling), a !== null)) {
              ((a.return = s.return), (s = a));
              break;
            }
            s = s.return;
          }
        a = s;
      }
    }
    function Ea(e, t, n, r) {
      e = null;
      for (var a = t, o = !1; a !== null;) {
        if (!o) {
          if (a.flags & 524288) o = !0;
          else if (a.flags & 262144) break;
        }
        if (a.tag === 10) {
          var s = a.alternate;
          if (s === null) throw Error(i(387));
          if (((s = s.memoizedProps), s !== null)) {
            var c = a.type;
            Xr(a.pendingProps.value, s.value) || (e === null ? (e = [c]) : e.push(c));
          }
        } else if (a === Pe.current) {
          if (((s = a.alternate), s === null)) throw Error(i(387));
          s.memoizedState.memoizedState !== a.memoizedState.memoizedState &&
            (e === null ? (e = [sh]) : e.push(sh));
        }
        a = a.return;
      }
      return (e !== null && Ta(t, e, n, r), (t.flags |= 262144), e !== null);
    }
    function Da(e) {
      for (e = e.firstContext; e !== null;) {
        if (!Xr(e.context._currentValue, e.memoizedValue)) return !0;
        e = e.next;
      }
      return !1;
    }
    function Oa(e) {
      ((xa = e), (Sa = null), (e = e.dependencies), e !== null && (e.firstContext = null));
    }
    function ka(e) {
      return ja(xa, e);
    }
    function Aa(e, t) {
      return (xa === null && Oa(e), ja(e, t));
    }
    function ja(e, t) {
      var n = t._currentValue;
      if (((t = { context: t, memoizedValue: n, next: null }), Sa === null)) {
        if (e === null) throw Error(i(308));
        ((Sa = t), (e.dependencies = { lanes: 0, firstContext: t }), (e.flags |= 524288));
      } else Sa = Sa.next = t;
      return n;
    }
    var Ma =
        typeof AbortController < `u`
          ? AbortController
          : function () {
              var e = [],
                t = (this.signal = {
                  aborted: !1,
                  addEventListener: function (t, n) {
                    e.push(n);
                  },
                });
              this.abort = function () {
                ((t.aborted = !0),
                  e.forEach(function (e) {
                    return e();
                  }));
              };
            },
      Na = t.unstable_scheduleCallback,
      Pa = t.unstable_NormalPriority,
      L = {
        $$typeof: ue,
        Consumer: null,
        Provider: null,
        _currentValue: null,
        _currentValue2: null,
        _threadCount: 0,
      };
    function Fa() {
      return { controller: new Ma(), data: new Map(), refCount: 0 };
    }
    function Ia(e) {
      (e.refCount--,
        e.refCount === 0 &&
          Na(Pa, function () {
            e.controller.abort();
          }));
    }
    function La(e, t) {
      if (e.pendingLanes & 4194048) {
        var n = e.transitionTypes;
        for (n === null && (n = e.transitionTypes = []), e = 0; e < t.length; e++) {
          var r = t[e];
          n.indexOf(r) === -1 && n.push(r);
        }
      }
    }
    var Ra = null;
    function za(e) {
      var t = e.transitionTypes;
      return ((e.transitionTypes = null), t);
    }
    var Ba = null,
      Va = 0,
      Ha = 0,
      Ua = null;
    function Wa(e, t) {
      if (Ba === null) {
        var n = (Ba = []);
        ((Va = 0),
          (Ha = Pf()),
          (Ua = {
            status: `pending`,
            value: void 0,
            then: function (e) {
              n.push(e);
            },
          }));
      }
      return (Va++, t.then(Ga, Ga), t);
    }
    function Ga() {
      if (--Va === 0 && ((Ra = null), Ba !== null)) {
        Ua !== null && (Ua.status = `fulfilled`);
        var e = Ba;
        ((Ba = null), (Ha = 0), (Ua = null));
        for (var t = 0; t < e.length; t++) (0, e[t])();
      }
    }
    function Ka(e, t) {
      var n = [],
        r = {
          status: `pending`,
          value: null,
          reason: null,
          then: function (e) {
            n.push(e);
          },
        };
      return (
        e.then(
          function () {
            ((r.status = `fulfilled`), (r.value = t));
            for (var e = 0; e < n.length; e++) (0, n[e])(t);
          },
          function (e) {
            for (r.status = `rejected`, r.reason = e, e = 0; e < n.length; e++) (0, n[e])(void 0);
          },
        ),
        r
      );
    }
    var qa = T.S;
    T.S = function (e, t) {
      if (
        ((gd = Ze()),
        typeof t == `object` && t && typeof t.then == `function` && Wa(e, t),
        Ra !== null)
      )
        for (var n = bf; n !== null;) (La(n, Ra), (n = n.next));
      if (((n = e.types), n !== null)) {
        for (var r = bf; r !== null;) (La(r, n), (r = r.next));
        if (Ha !== 0) {
          ((r = Ra), r === null && (r = Ra = []));
          for (var i = 0; i < n.length; i++) {
            var a = n[i];
            r.indexOf(a) === -1 && r.push(a);
          }
        }
      }
      qa !== null && qa(e, t);
    };
    var Ja = ke(null);
    function Ya() {
      var e = Ja.current;
      return e === null ? K.pooledCache : e;
    }
    function Xa(e, t) {
      t === null ? D(Ja, Ja.current) : D(Ja, t.pool);
    }
    function Za() {
      var e = Ya();
      return e === null ? null : { parent: L._currentValue, pool: e };
    }
    var Qa = Error(i(460)),
      $a = Error(i(474)),
      eo = Error(i(542)),
      to = { then: function () {} };
    function no(e) {
      return ((e = e.status), e === `fulfilled` || e === `rejected`);
    }
    function ro(e, t, n) {
      switch (
        ((n = e[n]), n === void 0 ? e.push(t) : n !== t && (t.then(On, On), (t = n)), t.status)
      ) {
        case `fulfilled`:
          return t.value;
        case `rejected`:
          throw ((e = t.reason), so(e), e === void 0 && !(`reason` in t) ? Error(i(600)) : e);
        default:
          if (typeof t.status == `string`) t.then(On, On);
          else {
            if (((e = K), e !== null && 100 < e.shellSuspendCounter)) throw Error(i(482));
            ((e = t),
              (e.status = `pending`),
              e.then(
                function (e) {
                  if (t.status === `pending`) {
                    var n = t;
                    ((n.status = `fulfilled`), (n.value = e));
                  }
                },
                function (e) {
                  if (t.status === `pending`) {
                    var n = t;
                    ((n.status = `rejected`), (n.reason = e));
                  }
                },
              ));
          }
          switch (t.status) {
            case `fulfilled`:
              return t.value;
            case `rejected`:
              throw ((e = t.reason), so(e), e);
          }
          throw ((ao = t), Qa);
      }
    }
    function io(e) {
      try {
        var t = e._init;
        return t(e._payload);
      } catch (e) {
        throw typeof e == `object` && e && typeof e.then == `function` ? ((ao = e), Qa) : e;
      }
    }
    var ao = null;
    function oo() {
      if (ao === null) throw Error(i(459));
      var e = ao;
      return ((ao = null), e);
    }
    function so(e) {
      if (e === Qa || e === eo) throw Error(i(483));
    }
    var co = null,
      lo = 0;
    function uo(e) {
      var t = lo;
      return ((lo += 1), co === null && (co = []), ro(co, e, t));
    }
    function fo(e, t) {
      ((t = t.props.ref), (e.ref = t === void 0 ? null : t));
    }
    function po(e, t) {
      throw t.$$typeof === re
        ? Error(i(525))
        : ((e = Object.prototype.toString.call(t)),
          Error(
            i(
              31,
              e === `[object Object]` ? `object with keys {` + Object.keys(t).join(`, `) + `}` : e,
            ),
          ));
    }
    function mo(e) {
      function t(t, n) {
        if (e) {
          var r = t.deletions;
          r === null ? ((t.deletions = [n]), (t.flags |= 16)) : r.push(n);
        }
      }
      function n(n, r) {
        if (!e) return null;
        for (; r !== null;) (t(n, r), (r = r.sibling));
        return null;
      }
      function r(e) {
        for (var t = new Map(); e !== null;)
          (e.key === null ? t.set(e.index, e) : t.set(e.key, e), (e = e.sibling));
        return t;
      }
      function a(e, t) {
        return ((e = Hi(e, t)), (e.index = 0), (e.sibling = null), e);
      }
      function o(t, n, r) {
        return (
          (t.index = r),
          e
            ? ((r = t.alternate),
              r === null
                ? ((t.flags |= 134217730), n)
                : ((r = r.index), r < n ? ((t.flags |= 2), n) : r))
            : ((t.flags |= 1048576), n)
        );
      }
      function s(t) {
        return (e && t.alternate === null && (t.flags |= 134217730), t);
      }
      function c(e, t, n, r) {
        return t === null || t.tag !== 6
          ? ((t = Ki(n, e.mode, r)), (t.return = e), t)
          : ((t = a(t, n)), (t.return = e), t);
      }
      function l(e, t, n, r) {
        var i = n.type;
        return i === oe
          ? ((e = d(e, t, n.props.children, r, n.key)), fo(e, n), e)
          : t !== null &&
              (t.elementType === i ||
                (typeof i == `object` && i && i.$$typeof === he && io(i) === t.type))
            ? ((t = a(t, n.props)), fo(t, n), (t.return = e), t)
            : ((t = Wi(n.type, n.key, n.props, null, e.mode, r)), fo(t, n), (t.return = e), t);
      }
      function u(e, t, n, r) {
        return t === null ||
          t.tag !== 4 ||
          t.stateNode.containerInfo !== n.containerInfo ||
          t.stateNode.implementation !== n.implementation
          ? ((t = Ji(n, e.mode, r)), (t.return = e), t)
          : ((t = a(t, n.children || [])), (t.return = e), t);
      }
      function d(e, t, n, r, i) {
        return t === null || t.tag !== 7
          ? ((t = Gi(n, e.mode, r, i)), (t.return = e), t)
          : ((t = a(t, n)), (t.return = e), t);
      }
      function f(e, t, n) {
        if ((typeof t == `string` && t !== ``) || typeof t == `number` || typeof t == `bigint`)
          return ((t = Ki(`` + t, e.mode, n)), (t.return = e), t);
        if (typeof t == `object` && t) {
          switch (t.$$typeof) {
            case ie:
              return (
                (n = Wi(t.type, t.key, t.props, null, e.mode, n)),
                fo(n, t),
                (n.return = e),
                n
              );
            case ae:
              return ((t = Ji(t, e.mode, n)), (t.return = e), t);
            case he:
              return ((t = io(t)), f(e, t, n));
          }
          if (Te(t) || Se(t)) return ((t = Gi(t, e.mode, n, null)), (t.return = e), t);
          if (typeof t.then == `function`) return f(e, uo(t), n);
          if (t.$$typeof === ue) return f(e, Aa(e, t), n);
          po(e, t);
        }
        return null;
      }
      function p(e, t, n, r) {
        var i = t === null ? null : t.key;
        if ((typeof n == `string` && n !== ``) || typeof n == `number` || typeof n == `bigint`)
          return i === null ? c(e, t, `` + n, r) : null;
        if (typeof n == `object` && n) {
          switch (n.$$typeof) {
            case ie:
              return n.key === i ? l(e, t, n, r) : null;
            case ae:
              return n.key === i ? u(e, t, n, r) : null;
            case he:
              return ((n = io(n)), p(e, t, n, r));
          }
          if (Te(n) || Se(n)) return i === null ? d(e, t, n, r, null) : null;
          if (typeof n.then == `function`) return p(e, t, uo(n), r);
          if (n.$$typeof === ue) return p(e, t, Aa(e, n), r);
          po(e, n);
        }
        return null;
      }
      function m(e, t, n, r, i) {
        if ((typeof r == `string` && r !== ``) || typeof r == `number` || typeof r == `bigint`)
          return ((e = e.get(n) || null), c(t, e, `` + r, i));
        if (typeof r == `object` && r) {
          switch (r.$$typeof) {
            case ie:
              return ((e = e.get(r.key === null ? n : r.key) || null), l(t, e, r, i));
            case ae:
              return ((e = e.get(r.key === null ? n : r.key) || null), u(t, e, r, i));
            case he:
              return ((r = io(r)), m(e, t, n, r, i));
          }
          if (Te(r) || Se(r)) return ((e = e.get(n) || null), d(t, e, r, i, null));
          if (typeof r.then == `function`) return m(e, t, n, uo(r), i);
          if (r.$$typeof === ue) return m(e, t, n, Aa(t, r), i);
          po(t, r);
        }
        return null;
      }
      function h(i, a, s, c) {
        for (
          var l = null, u = null, d = a, h = (a = 0), g = null;
          d !== null && h < s.length;
          h++
        ) {
          d.index > h ? ((g = d), (d = null)) : (g = d.sibling);
          var _ = p(i, d, s[h], c);
          if (_ === null) {
            d === null && (d = g);
            break;
          }
          (e && d && _.alternate === null && t(i, d),
            (a = o(_, a, h)),
            u === null ? (l = _) : (u.sibling = _),
            (u = _),
            (d = g));
        }
        if (h === s.length) return (n(i, d), F && aa(i, h), l);
        if (d === null) {
          for (; h < s.length; h++)
            ((d = f(i, s[h], c)),
              d !== null && ((a = o(d, a, h)), u === null ? (l = d) : (u.sibling = d), (u = d)));
          return (F && aa(i, h), l);
        }
        for (d = r(d); h < s.length; h++)
          ((g = m(d, i, h, s[h], c)),
            g !== null &&
              (e && ((_ = g.alternate), _ !== null && d.delete(_.key === null ? h : _.key)),
              (a = o(g, a, h)),
              u === null ? (l = g) : (u.sibling = g),
              (u = g)));
        return (
          e &&
            d.forEach(function (e) {
              return t(i, e);
            }),
          F && aa(i, h),
          l
        );
      }
      function g(a, s, c, l) {
        if (c == null) throw Error(i(151));
        for (
          var u = null, d = null, h = s, g = (s = 0), _ = null, v = c.next();
          h !== null && !v.done;
          g++, v = c.next()
        ) {
          h.index > g ? ((_ = h), (h = null)) : (_ = h.sibling);
          var y = p(a, h, v.value, l);
          if (y === null) {
            h === null && (h = _);
            break;
          }
          (e && h && y.alternate === null && t(a, h),
            (s = o(y, s, g)),
            d === null ? (u = y) : (d.sibling = y),
            (d = y),
            (h = _));
        }
        if (v.done) return (n(a, h), F && aa(a, g), u);
        if (h === null) {
          for (; !v.done; g++, v = c.next())
            ((v = f(a, v.value, l)),
              v !== null && ((s = o(v, s, g)), d === null ? (u = v) : (d.sibling = v), (d = v)));
          return (F && aa(a, g), u);
        }
        for (h = r(h); !v.done; g++, v = c.next())
          ((v = m(h, a, g, v.value, l)),
            v !== null &&
              (e && ((_ = v.alternate), _ !== null && h.delete(_.key === null ? g : _.key)),
              (s = o(v, s, g)),
              d === null ? (u = v) : (d.sibling = v),
              (d = v)));
        return (
          e &&
            h.forEach(function (e) {
              return t(a, e);
            }),
          F && aa(a, g),
          u
        );
      }
      function _(e, r, o, c) {
        if (
          (typeof o == `object` &&
            o &&
            o.type === oe &&
            o.key === null &&
            o.props.ref === void 0 &&
            (o = o.props.children),
          typeof o == `object` && o)
        ) {
          switch (o.$$typeof) {
            case ie:
              a: {
                for (var l = o.key; r !== null;) {
                  if (r.key === l) {
                    if (((l = o.type), l === oe)) {
                      if (r.tag === 7) {
                        (n(e, r.sibling),
                          (c = a(r, o.props.children)),
                          fo(c, o),
                          (c.return = e),
                          (e = c));
                        break a;
                      }
                    } else if (
                      r.elementType === l ||
                      (typeof l == `object` && l && l.$$typeof === he && io(l) === r.type)
                    ) {
                      (n(e, r.sibling), (c = a(r, o.props)), fo(c, o), (c.return = e), (e = c));
                      break a;
                    }
                    n(e, r);
                    break;
                  }
                  (t(e, r), (r = r.sibling));
                }
                o.type === oe
                  ? ((c = Gi(o.props.children, e.mode, c, o.key)),
                    fo(c, o),
                    (c.return = e),
                    (e = c))
                  : ((c = Wi(o.type, o.key, o.props, null, e.mode, c)),
                    fo(c, o),
                    (c.return = e),
                    (e = c));
              }
              return s(e);
            case ae:
              a: {
                for (l = o.key; r !== null;) {
                  if (r.key === l) {
                    if (
                      r.tag === 4 &&
                      r.stateNode.containerInfo === o.containerInfo &&
                      r.stateNode.implementation === o.implementation
                    ) {
                      (n(e, r.sibling), (c = a(r, o.children || [])), (c.return = e), (e = c));
                      break a;
                    }
                    n(e, r);
                    break;
                  }
                  (t(e, r), (r = r.sibling));
                }
                ((c = Ji(o, e.mode, c)), (c.return = e), (e = c));
              }
              return s(e);
            case he:
              return ((o = io(o)), _(e, r, o, c));
          }
          if (Te(o)) return h(e, r, o, c);
          if (Se(o)) {
            if (((l = Se(o)), typeof l != `function`)) throw Error(i(150));
            return ((o = l.call(o)), g(e, r, o, c));
          }
          if (typeof o.then == `function`) return _(e, r, uo(o), c);
          if (o.$$typeof === ue) return _(e, r, Aa(e, o), c);
          po(e, o);
        }
        return (typeof o == `string` && o !== ``) || typeof o == `number` || typeof o == `bigint`
          ? ((o = `` + o),
            r !== null && r.tag === 6
              ? (n(e, r.sibling), (c = a(r, o)), (c.return = e), (e = c))
              : (n(e, r), (c = Ki(o, e.mode, c)), (c.return = e), (e = c)),
            s(e))
          : n(e, r);
      }
      return function (e, t, n, r) {
        try {
          lo = 0;
          var i = _(e, t, n, r);
          return ((co = null), i);
        } catch (t) {
          if (t === Qa || t === eo) throw t;
          var a = Bi(29, t, null, e.mode);
          return ((a.lanes = r), (a.return = e), a);
        }
      };
    }
    var ho = mo(!0),
      go = mo(!1),
      _o = !1;
    function vo(e) {
      e.updateQueue = {
        baseState: e.memoizedState,
        firstBaseUpdate: null,
        lastBaseUpdate: null,
        shared: { pending: null, lanes: 0, hiddenCallbacks: null },
        callbacks: null,
      };
    }
    function yo(e, t) {
      ((e = e.updateQueue),
        t.updateQueue === e &&
          (t.updateQueue = {
            baseState: e.baseState,
            firstBaseUpdate: e.firstBaseUpdate,
            lastBaseUpdate: e.lastBaseUpdate,
            shared: e.shared,
            callbacks: null,
          }));
    }
    function bo(e) {
      return { lane: e, tag: 0, payload: null, callback: null, next: null };
    }
    function xo(e, t, n) {
      var r = e.updateQueue;
      if (r === null) return null;
      if (((r = r.shared), G & 2)) {
        var i = r.pending;
        return (
          i === null ? (t.next = t) : ((t.next = i.next), (i.next = t)),
          (r.pending = t),
          (t = Li(e)),
          Ii(e, null, n),
          t
        );
      }
      return (Ni(e, r, t, n), Li(e));
    }
    function So(e, t, n) {
      if (((t = t.updateQueue), t !== null && ((t = t.shared), n & 4194048))) {
        var r = t.lanes;
        ((r &= e.pendingLanes), (n |= r), (t.lanes = n), Tt(e, n));
      }
    }
    function Co(e, t) {
      var n = e.updateQueue,
        r = e.alternate;
      if (r !== null && ((r = r.updateQueue), n === r)) {
        var i = null,
          a = null;
        if (((n = n.firstBaseUpdate), n !== null)) {
          do {
            var o = { lane: n.lane, tag: n.tag, payload: n.payload, callback: null, next: null };
            (a === null ? (i = a = o) : (a = a.next = o), (n = n.next));
          } while (n !== null);
          a === null ? (i = a = t) : (a = a.next = t);
        } else i = a = t;
        ((n = {
          baseState: r.baseState,
          firstBaseUpdate: i,
          lastBaseUpdate: a,
          shared: r.shared,
          callbacks: r.callbacks,
        }),
          (e.updateQueue = n));
      } else
        ((e = n.lastBaseUpdate),
          e === null ? (n.firstBaseUpdate = t) : (e.next = t),
          (n.lastBaseUpdate = t));
    }
    var wo = !1;
    function To() {
      if (wo) {
        var e = Ua;
        if (e !== null) throw e;
      }
    }
    function Eo(e, t, n, r) {
      wo = !1;
      var i = e.updateQueue;
      _o = !1;
      var a = i.firstBaseUpdate,
        o = i.lastBaseUpdate,
        s = i.shared.pending;
      if (s !== null) {
        i.shared.pending = null;
        var c = s,
          l = c.next;
        ((c.next = null), o === null ? (a = l) : (o.next = l), (o = c));
        var u = e.alternate;
        u !== null &&
          ((u = u.updateQueue),
          (s = u.lastBaseUpdate),
          s !== o && (s === null ? (u.firstBaseUpdate = l) : (s.next = l), (u.lastBaseUpdate = c)));
      }
      if (a !== null) {
        var d = i.baseState;
        ((o = 0), (u = l = c = null), (s = a));
        do {
          var f = s.lane & -536870913,
            p = f !== s.lane;
          if (p ? (J & f) === f : (r & f) === f) {
            (f !== 0 && f === Ha && (wo = !0),
              u !== null &&
                (u = u.next =
                  { lane: 0, tag: s.tag, payload: s.payload, callback: null, next: null }));
            a: {
              var m = e,
                h = s;
              f = t;
              var g = n;
              switch (h.tag) {
                case 1:
                  if (((m = h.payload), typeof m == `function`)) {
                    d = m.call(g, d, f);
                    break a;
                  }
                  d = m;
                  break a;
                case 3:
                  m.flags = (m.flags & -65537) | 128;
                case 0:
                  if (
                    ((m = h.payload), (f = typeof m == `function` ? m.call(g, d, f) : m), f == null)
                  )
                    break a;
                  d = w({}, d, f);
                  break a;
                case 2:
                  _o = !0;
              }
            }
            ((f = s.callback),
              f !== null &&
                ((e.flags |= 64),
                p && (e.flags |= 8192),
                (p = i.callbacks),
                p === null ? (i.callbacks = [f]) : p.push(f)));
          } else
            ((p = { lane: f, tag: s.tag, payload: s.payload, callback: s.callback, next: null }),
              u === null ? ((l = u = p), (c = d)) : (u = u.next = p),
              (o |= f));
          if (((s = s.next), s === null)) {
            if (((s = i.shared.pending), s === null)) break;
            ((p = s),
              (s = p.next),
              (p.next = null),
              (i.lastBaseUpdate = p),
              (i.shared.pending = null));
          }
        } while (1);
        (u === null && (c = d),
          (i.baseState = c),
          (i.firstBaseUpdate = l),
          (i.lastBaseUpdate = u),
          a === null && (i.shared.lanes = 0),
          (sd |= o),
          (e.lanes = o),
          (e.memoizedState = d));
      }
    }
    function Do(e, t) {
      if (typeof e != `function`) throw Error(i(191, e));
      e.call(t);
    }
    function Oo(e, t) {
      var n = e.callbacks;
      if (n !== null) for (e.callbacks = null, e = 0; e < n.length; e++) Do(n[e], t);
    }
    var ko = ke(null),
      Ao = ke(0);
    function jo(e, t) {
      ((e = ad), D(Ao, e), D(ko, t), (ad = e | t.baseLanes));
    }
    function Mo() {
      (D(Ao, ad), D(ko, ko.current));
    }
    function No() {
      ((ad = Ao.current), Ae(ko), Ae(Ao));
    }
    var Po = ke(null),
      Fo = null;
    function Io(e) {
      var t = e.alternate;
      (D(Vo, Vo.current & 1),
        D(Po, e),
        Fo === null && (t === null || ko.current !== null || t.memoizedState !== null) && (Fo = e));
    }
    function Lo(e) {
      (D(Vo, Vo.current), D(Po, e), Fo === null && (Fo = e));
    }
    function Ro(e) {
      e.tag === 22 ? (D(Vo, Vo.current), D(Po, e), Fo === null && (Fo = e)) : zo();
    }
    function zo() {
      (D(Vo, Vo.current), D(Po, Po.current));
    }
    function Bo(e) {
      (Ae(Po), Fo === e && (Fo = null), Ae(Vo));
    }
    var Vo = ke(0);
    function Ho(e, t) {
      (D(Po, Po.current), D(Vo, t));
    }
    function Uo(e) {
      (Ae(Vo), Ae(Po), Fo === e && (Fo = null));
    }
    function Wo(e) {
      for (var t = e; t !== null;) {
        if (t.tag === 13) {
          var n = t.memoizedState;
          if (n !== null && ((n = n.dehydrated), n === null || om(n) || sm(n))) return t;
        } else if (t.tag === 19 && t.memoizedProps.revealOrder !== `independent`) {
          if (t.flags & 128) return t;
        } else if (t.child !== null) {
          ((t.child.return = t), (t = t.child));
          continue;
        }
        if (t === e) break;
        for (; t.sibling === null;) {
          if (t.return === null || t.return === e) return null;
          t = t.return;
        }
        ((t.sibling.return = t.return), (t = t.sibling));
      }
      return null;
    }
    var Go = 0,
      R = null,
      z = null,
      B = null,
      Ko = !1,
      qo = !1,
      Jo = !1,
      Yo = 0,
      Xo = 0,
      Zo = null,
      Qo = 0;
    function V() {
      throw Error(i(321));
    }
    function $o(e, t) {
      if (t === null) return !1;
      for (var n = 0; n < t.length && n < e.length; n++) if (!Xr(e[n], t[n])) return !1;
      return !0;
    }
    function es(e, t, n, r, i, a) {
      return (
        (Go = a),
        (R = t),
        (t.memoizedState = null),
        (t.updateQueue = null),
        (t.lanes = 0),
        (T.H = e === null || e.memoizedState === null ? _c : vc),
        (Jo = !1),
        (a = n(r, i)),
        (Jo = !1),
        qo && (a = ns(t, n, r, i)),
        ts(e),
        a
      );
    }
    function ts(e) {
      T.H = gc;
      var t = z !== null && z.next !== null;
      if (((Go = 0), (B = z = R = null), (Ko = !1), (Xo = 0), (Zo = null), t)) throw Error(i(300));
      e === null || Fc || ((e = e.dependencies), e !== null && Da(e) && (Fc = !0));
    }
    function ns(e, t, n, r) {
      R = e;
      var a = 0;
      do {
        if ((qo && (Zo = null), (Xo = 0), (qo = !1), 25 <= a)) throw Error(i(301));
        if (((a += 1), (B = z = null), e.updateQueue != null)) {
          var o = e.updateQueue;
          ((o.lastEffect = null),
            (o.events = null),
            (o.stores = null),
            o.memoCache != null && (o.memoCache.index = 0));
        }
        ((T.H = yc), (o = t(n, r)));
      } while (qo);
      return o;
    }
    function rs() {
      var e = T.H,
        t = e.useState()[0];
      return (
        (t = typeof t.then == `function` ? us(t) : t),
        (e = e.useState()[0]),
        (z === null ? null : z.memoizedState) !== e && (R.flags |= 1024),
        t
      );
    }
    function is() {
      var e = Yo !== 0;
      return ((Yo = 0), e);
    }
    function as(e, t, n) {
      ((t.updateQueue = e.updateQueue), (t.flags &= -2053), (e.lanes &= ~n));
    }
    function os(e) {
      if (Ko) {
        for (e = e.memoizedState; e !== null;) {
          var t = e.queue;
          (t !== null && (t.pending = null), (e = e.next));
        }
        Ko = !1;
      }
      ((Go = 0), (B = z = R = null), (qo = !1), (Xo = Yo = 0), (Zo = null));
    }
    function ss() {
      var e = { memoizedState: null, baseState: null, baseQueue: null, queue: null, next: null };
      return (B === null ? (R.memoizedState = B = e) : (B = B.next = e), B);
    }
    function cs() {
      if (z === null) {
        var e = R.alternate;
        e = e === null ? null : e.memoizedState;
      } else e = z.next;
      var t = B === null ? R.memoizedState : B.next;
      if (t !== null) ((B = t), (z = e));
      else {
        if (e === null) throw R.alternate === null ? Error(i(467)) : Error(i(310));
        ((z = e),
          (e = {
            memoizedState: z.memoizedState,
            baseState: z.baseState,
            baseQueue: z.baseQueue,
            queue: z.queue,
            next: null,
          }),
          B === null ? (R.memoizedState = B = e) : (B = B.next = e));
      }
      return B;
    }
    function ls() {
      return { lastEffect: null, events: null, stores: null, memoCache: null };
    }
    function us(e) {
      var t = Xo;
      return (
        (Xo += 1),
        Zo === null && (Zo = []),
        (e = ro(Zo, e, t)),
        (t = R),
        (B === null ? t.memoizedState : B.next) === null &&
          ((t = t.alternate), (T.H = t === null || t.memoizedState === null ? _c : vc)),
        e
      );
    }
    function ds(e) {
      if (typeof e == `object` && e) {
        if (typeof e.then == `function`) return us(e);
        if (e.$$typeof === be) return;
        if (e.$$typeof === ue) return ka(e);
      }
      throw Error(i(438, String(e)));
    }
    function fs(e) {
      var t = null,
        n = R.updateQueue;
      if ((n !== null && (t = n.memoCache), t == null)) {
        var r = R.alternate;
        r !== null &&
          ((r = r.updateQueue),
          r !== null &&
            ((r = r.memoCache),
            r != null &&
              (t = {
                data: r.data.map(function (e) {
                  return e.slice();
                }),
                index: 0,
              })));
      }
      if (
        ((t ??= { data: [], index: 0 }),
        n === null && ((n = ls()), (R.updateQueue = n)),
        (n.memoCache = t),
        (n = t.data[t.index]),
        n === void 0)
      )
        for (n = t.data[t.index] = Array(e), r = 0; r < e; r++) n[r] = ve;
      return (t.index++, n);
    }
    function ps(e, t) {
      return typeof t == `function` ? t(e) : t;
    }
    function ms(e) {
      return hs(cs(), z, e);
    }
    function hs(e, t, n) {
      var r = e.queue;
      if (r === null) throw Error(i(311));
      r.lastRenderedReducer = n;
      var a = e.baseQueue,
        o = r.pending;
      if (o !== null) {
        if (a !== null) {
          var s = a.next;
          ((a.next = o.next), (o.next = s));
        }
        ((t.baseQueue = a = o), (r.pending = null));
      }
      if (((o = e.baseState), a === null)) e.memoizedState = o;
      else {
        t = a.next;
        var c = (s = null),
          l = null,
          u = t,
          d = !1;
        do {
          var f = u.lane & -536870913;
          if (f === u.lane ? (Go & f) === f : (J & f) === f) {
            var p = u.revertLane;
            if (p === 0)
              (l !== null &&
                (l = l.next =
                  {
                    lane: 0,
                    revertLane: 0,
                    gesture: null,
                    action: u.action,
                    hasEagerState: u.hasEagerState,
                    eagerState: u.eagerState,
                    next: null,
                  }),
                f === Ha && (d = !0));
            else if ((Go & p) === p) {
              ((u = u.next), p === Ha && (d = !0));
              continue;
            } else
              ((f = {
                lane: 0,
                revertLane: u.revertLane,
                gesture: null,
                action: u.action,
                hasEagerState: u.hasEagerState,
                eagerState: u.eagerState,
                next: null,
              }),
                l === null ? ((c = l = f), (s = o)) : (l = l.next = f),
                (R.lanes |= p),
                (sd |= p));
            ((f = u.action), Jo && n(o, f), (o = u.hasEagerState ? u.eagerState : n(o, f)));
          } else
            ((p = {
              lane: f,
              revertLane: u.revertLane,
              gesture: u.gesture,
              action: u.action,
              hasEagerState: u.hasEagerState,
              eagerState: u.eagerState,
              next: null,
            }),
              l === null ? ((c = l = p), (s = o)) : (l = l.next = p),
              (R.lanes |= f),
              (sd |= f));
          u = u.next;
        } while (u !== null && u !== t);
        if (
          (l === null ? (s = o) : (l.next = c),
          !Xr(o, e.memoizedState) && ((Fc = !0), d && ((n = Ua), n !== null)))
        )
          throw n;
        ((e.memoizedState = o), (e.baseState = s), (e.baseQueue = l), (r.lastRenderedState = o));
      }
      return (a === null && (r.lanes = 0), [e.memoizedState, r.dispatch]);
    }
    function gs(e) {
      var t = cs(),
        n = t.queue;
      if (n === null) throw Error(i(311));
      n.lastRenderedReducer = e;
      var r = n.dispatch,
        a = n.pending,
        o = t.memoizedState;
      if (a !== null) {
        n.pending = null;
        var s = (a = a.next);
        do ((o = e(o, s.action)), (s = s.next));
        while (s !== a);
        (Xr(o, t.memoizedState) || (Fc = !0),
          (t.memoizedState = o),
          t.baseQueue === null && (t.baseState = o),
          (n.lastRenderedState = o));
      }
      return [o, r];
    }
    function _s(e, t, n) {
      var r = R,
        a = cs(),
        o = F;
      if (o) {
        if (n === void 0) throw Error(i(407));
        n = n();
      } else n = t();
      var s = !Xr((z || a).memoizedState, n);
      if (
        (s && ((a.memoizedState = n), (Fc = !0)),
        (a = a.queue),
        Hs(bs.bind(null, r, a, e), [e]),
        (e = a.getSnapshot !== t || s || (B !== null && !!(B.memoizedState.tag & 1))),
        Ls(e ? 9 : 8, { destroy: void 0 }, ys.bind(null, r, a, n, t), null),
        e)
      ) {
        if (((r.flags |= 2048), K === null)) throw Error(i(349));
        o || Go & 127 || vs(r, t, n);
      }
      return n;
    }
    function vs(e, t, n) {
      ((e.flags |= 16384),
        (e = { getSnapshot: t, value: n }),
        (t = R.updateQueue),
        t === null
          ? ((t = ls()), (R.updateQueue = t), (t.stores = [e]))
          : ((n = t.stores), n === null ? (t.stores = [e]) : n.push(e)));
    }
    function ys(e, t, n, r) {
      ((t.value = n), (t.getSnapshot = r), xs(t) && Ss(e));
    }
    function bs(e, t, n) {
      return n(function () {
        xs(t) && Ss(e);
      });
    }
    function xs(e) {
      var t = e.getSnapshot;
      e = e.value;
      try {
        var n = t();
        return !Xr(e, n);
      } catch {
        return !0;
      }
    }
    function Ss(e) {
      var t = Fi(e, 2);
      t !== null && Pd(t, e, 2);
    }
    function Cs(e) {
      var t = ss();
      if (typeof e == `function`) {
        var n = e;
        if (((e = n()), Jo)) {
          st(!0);
          try {
            n();
          } finally {
            st(!1);
          }
        }
      }
      return (
        (t.memoizedState = t.baseState = e),
        (t.queue = {
          pending: null,
          lanes: 0,
          dispatch: null,
          lastRenderedReducer: ps,
          lastRenderedState: e,
        }),
        t
      );
    }
    function ws(e, t, n, r) {
      return ((e.baseState = n), hs(e, z, typeof r == `function` ? r : ps));
    }
    function Ts(e, t, n, r, a) {
      if (pc(e)) throw Error(i(485));
      if (((e = t.action), e !== null)) {
        var o = {
          payload: a,
          action: e,
          next: null,
          isTransition: !0,
          status: `pending`,
          value: null,
          reason: null,
          listeners: [],
          then: function (e) {
            o.listeners.push(e);
          },
        };
        (T.T === null ? (o.isTransition = !1) : n(!0),
          r(o),
          (n = t.pending),
          n === null
            ? ((o.next = t.pending = o), Es(t, o))
            : ((o.next = n.next), (t.pending = n.next = o)));
      }
    }
    function Es(e, t) {
      var n = t.action,
        r = t.payload,
        i = e.state;
      if (t.isTransition) {
        var a = T.T,
          o = {};
        ((o.types = a === null ? null : a.types), (T.T = o));
        try {
          var s = n(i, r),
            c = T.S;
          (c !== null && c(o, s), Ds(e, t, s));
        } catch (n) {
          ks(e, t, n);
        } finally {
          (a !== null && o.types !== null && (a.types = o.types), (T.T = a));
        }
      } else
        try {
          ((a = n(i, r)), Ds(e, t, a));
        } catch (n) {
          ks(e, t, n);
        }
    }
    function Ds(e, t, n) {
      typeof n == `object` && n && typeof n.then == `function`
        ? n.then(
            function (n) {
              Os(e, t, n);
            },
            function (n) {
              return ks(e, t, n);
            },
          )
        : Os(e, t, n);
    }
    function Os(e, t, n) {
      ((t.status = `fulfilled`),
        (t.value = n),
        As(t),
        (e.state = n),
        (t = e.pending),
        t !== null &&
          ((n = t.next), n === t ? (e.pending = null) : ((n = n.next), (t.next = n), Es(e, n))));
    }
    function ks(e, t, n) {
      var r = e.pending;
      if (((e.pending = null), r !== null)) {
        r = r.next;
        do ((t.status = `rejected`), (t.reason = n), As(t), (t = t.next));
        while (t !== r);
      }
      e.action = null;
    }
    function As(e) {
      e = e.listeners;
      for (var t = 0; t < e.length; t++) (0, e[t])();
    }
    function js(e, t) {
      return t;
    }
    function Ms(e, t) {
      if (F) {
        var n = K.formState;
        if (n !== null) {
          a: {
            var r = R;
            if (F) {
              if (P) {
                b: {
                  for (var i = P, a = da; i.nodeType !== 8;)
                    if (!a || ((i = lm(i.nextSibling)), i === null)) {
                      i = null;
                      break b;
                    }
                  ((a = i.data), (i = a === `F!` || a === `F` ? i : null));
                }
                if (i) {
                  ((P = lm(i.nextSibling)), (r = i.data === `F!`));
                  break a;
                }
              }
              pa(r);
            }
            r = !1;
          }
          r && (t = n[0]);
        }
      }
      return (
        (n = ss()),
        (n.memoizedState = n.baseState = t),
        (r = {
          pending: null,
          lanes: 0,
          dispatch: null,
          lastRenderedReducer: js,
          lastRenderedState: t,
        }),
        (n.queue = r),
        (n = uc.bind(null, R, r)),
        (r.dispatch = n),
        (r = Cs(!1)),
        (a = fc.bind(null, R, !1, r.queue)),
        (r = ss()),
        (i = { state: t, dispatch: null, action: e, pending: null }),
        (r.queue = i),
        (n = Ts.bind(null, R, i, a, n)),
        (i.dispatch = n),
        (r.memoizedState = e),
        [t, n, !1]
      );
    }
    function Ns(e) {
      return Ps(cs(), z, e);
    }
    function Ps(e, t, n) {
      if (
        ((t = hs(e, t, js)[0]),
        (e = ms(ps)[0]),
        typeof t == `object` && t && typeof t.then == `function`)
      )
        try {
          var r = us(t);
        } catch (e) {
          throw e === Qa ? eo : e;
        }
      else r = t;
      t = cs();
      var i = t.queue,
        a = i.dispatch;
      return (
        n !== t.memoizedState &&
          ((R.flags |= 2048), Ls(9, { destroy: void 0 }, Fs.bind(null, i, n), null)),
        [r, a, e]
      );
    }
    function Fs(e, t) {
      e.action = t;
    }
    function Is(e) {
      var t = cs(),
        n = z;
      if (n !== null) return Ps(t, n, e);
      (cs(), (t = t.memoizedState), (n = cs()));
      var r = n.queue.dispatch;
      return ((n.memoizedState = e), [t, r, !1]);
    }
    function Ls(e, t, n, r) {
      return (
        (e = { tag: e, create: n, deps: r, inst: t, next: null }),
        (t = R.updateQueue),
        t === null && ((t = ls()), (R.updateQueue = t)),
        (n = t.lastEffect),
        n === null
          ? (t.lastEffect = e.next = e)
          : ((r = n.next), (n.next = e), (e.next = r), (t.lastEffect = e)),
        e
      );
    }
    function Rs() {
      return cs().memoizedState;
    }
    function zs(e, t, n, r) {
      var i = ss();
      ((R.flags |= e),
        (i.memoizedState = Ls(1 | t, { destroy: void 0 }, n, r === void 0 ? null : r)));
    }
    function Bs(e, t, n, r) {
      var i = cs();
      r = r === void 0 ? null : r;
      var a = i.memoizedState.inst;
      z !== null && r !== null && $o(r, z.memoizedState.deps)
        ? (i.memoizedState = Ls(t, a, n, r))
        : ((R.flags |= e), (i.memoizedState = Ls(1 | t, a, n, r)));
    }
    function Vs(e, t) {
      zs(8390656, 8, e, t);
    }
    function Hs(e, t) {
      Bs(2048, 8, e, t);
    }
    function Us(e) {
      R.flags |= 4;
      var t = R.updateQueue;
      if (t === null) ((t = ls()), (R.updateQueue = t), (t.events = [e]));
      else {
        var n = t.events;
        n === null ? (t.events = [e]) : n.push(e);
      }
    }
    function Ws(e) {
      var t = cs().memoizedState;
      return (
        Us({ ref: t, nextImpl: e }),
        function () {
          if (G & 2) throw Error(i(440));
          return t.impl.apply(void 0, arguments);
        }
      );
    }
    function Gs(e, t) {
      return Bs(4, 2, e, t);
    }
    function Ks(e, t) {
      return Bs(4, 4, e, t);
    }
    function qs(e, t) {
      if (typeof t == `function`) {
        e = e();
        var n = t(e);
        return function () {
          typeof n == `function` ? n() : t(null);
        };
      }
      if (t != null)
        return (
          (e = e()),
          (t.current = e),
          function () {
            t.current = null;
          }
        );
    }
    function Js(e, t, n) {
      ((n = n == null ? null : n.concat([e])), Bs(4, 4, qs.bind(null, t, e), n));
    }
    function Ys() {}
    function Xs(e, t) {
      var n = cs();
      t = t === void 0 ? null : t;
      var r = n.memoizedState;
      return t !== null && $o(t, r[1]) ? r[0] : ((n.memoizedState = [e, t]), e);
    }
    function Zs(e, t) {
      var n = cs();
      t = t === void 0 ? null : t;
      var r = n.memoizedState;
      if (t !== null && $o(t, r[1])) return r[0];
      if (((r = e()), Jo)) {
        st(!0);
        try {
          e();
        } finally {
          st(!1);
        }
      }
      return ((n.memoizedState = [r, t]), r);
    }
    function Qs(e, t, n) {
      return n === void 0 || (Go & 1073741824 && !(J & 261930))
        ? (e.memoizedState = t)
        : ((e.memoizedState = n), (e = Md()), (R.lanes |= e), (sd |= e), n);
    }
    function $s(e, t, n, r) {
      return Xr(n, t)
        ? n
        : ko.current === null
          ? !(Go & 106) || (Go & 1073741824 && !(J & 261930))
            ? ((Fc = !0), (e.memoizedState = n))
            : ((e = Md()), (R.lanes |= e), (sd |= e), t)
          : ((e = Qs(e, n, r)), Xr(e, t) || (Fc = !0), e);
    }
    function ec(e, t, n, r, i) {
      var a = E.p;
      E.p = a !== 0 && 8 > a ? a : 8;
      var o = T.T,
        s = {};
      ((s.types = o === null ? null : o.types), (T.T = s), fc(e, !1, t, n));
      try {
        var c = i(),
          l = T.S;
        (l !== null && l(s, c),
          typeof c == `object` && c && typeof c.then == `function`
            ? dc(e, t, Ka(c, r), jd(e))
            : dc(e, t, r, jd(e)));
      } catch (n) {
        dc(e, t, { then: function () {}, status: `rejected`, reason: n }, jd());
      } finally {
        ((E.p = a), o !== null && s.types !== null && (o.types = s.types), (T.T = o));
      }
    }
    function tc() {}
    function nc(e, t, n, r) {
      if (e.tag !== 5) throw Error(i(476));
      var a = rc(e).queue;
      ec(
        e,
        a,
        t,
        Ee,
        n === null
          ? tc
          : function () {
              return (ic(e), n(r));
            },
      );
    }
    function rc(e) {
      var t = e.memoizedState;
      if (t !== null) return t;
      t = {
        memoizedState: Ee,
        baseState: Ee,
        baseQueue: null,
        queue: {
          pending: null,
          lanes: 0,
          dispatch: null,
          lastRenderedReducer: ps,
          lastRenderedState: Ee,
        },
        next: null,
      };
      var n = {};
      return (
        (t.next = {
          memoizedState: n,
          baseState: n,
          baseQueue: null,
          queue: {
            pending: null,
            lanes: 0,
            dispatch: null,
            lastRenderedReducer: ps,
            lastRenderedState: n,
          },
          next: null,
        }),
        (e.memoizedState = t),
        (e = e.alternate),
        e !== null && (e.memoizedState = t),
        t
      );
    }
    function ic(e) {
      var t = rc(e);
      (t.next === null && (t = e.alternate.memoizedState), dc(e, t.next.queue, {}, jd()));
    }
    function ac() {
      return ka(sh);
    }
    function oc() {
      return cs().memoizedState;
    }
    function sc() {
      return cs().memoizedState;
    }
    function cc(e) {
      for (var t = e.return; t !== null;) {
        switch (t.tag) {
          case 24:
          case 3:
            var n = jd();
            e = bo(n);
            var r = xo(t, e, n);
            (r !== null && (Pd(r, t, n), So(r, t, n)), (t = { cache: Fa() }), (e.payload = t));
            return;
        }
        t = t.return;
      }
    }
    function lc(e, t, n) {
      var r = jd();
      ((n = {
        lane: r,
        revertLane: 0,
        gesture: null,
        action: n,
        hasEagerState: !1,
        eagerState: null,
        next: null,
      }),
        pc(e) ? mc(t, n) : ((n = Pi(e, t, n, r)), n !== null && (Pd(n, e, r), hc(n, t, r))));
    }
    function uc(e, t, n) {
      dc(e, t, n, jd());
    }
    function dc(e, t, n, r) {
      var i = {
        lane: r,
        revertLane: 0,
        gesture: null,
        action: n,
        hasEagerState: !1,
        eagerState: null,
        next: null,
      };
      if (pc(e)) mc(t, i);
      else {
        var a = e.alternate;
        if (
          e.lanes === 0 &&
          (a === null || a.lanes === 0) &&
          ((a = t.lastRenderedReducer), a !== null)
        )
          try {
            var o = t.lastRenderedState,
              s = a(o, n);
            if (((i.hasEagerState = !0), (i.eagerState = s), Xr(s, o)))
              return (Ni(e, t, i, 0), K === null && Mi(), !1);
          } catch {}
        if (((n = Pi(e, t, i, r)), n !== null)) return (Pd(n, e, r), hc(n, t, r), !0);
      }
      return !1;
    }
    function fc(e, t, n, r) {
      if (
        ((r = {
          lane: 2,
          revertLane: Pf(),
          gesture: null,
          action: r,
          hasEagerState: !1,
          eagerState: null,
          next: null,
        }),
        pc(e))
      ) {
        if (t) throw Error(i(479));
      } else ((t = Pi(e, n, r, 2)), t !== null && Pd(t, e, 2));
    }
    function pc(e) {
      var t = e.alternate;
      return e === R || (t !== null && t === R);
    }
    function mc(e, t) {
      qo = Ko = !0;
      var n = e.pending;
      (n === null ? (t.next = t) : ((t.next = n.next), (n.next = t)), (e.pending = t));
    }
    function hc(e, t, n) {
      if (n & 4194048) {
        var r = t.lanes;
        ((r &= e.pendingLanes), (n |= r), (t.lanes = n), Tt(e, n));
      }
    }
    var gc = {
        readContext: ka,
        use: ds,
        useCallback: V,
        useContext: V,
        useEffect: V,
        useImperativeHandle: V,
        useLayoutEffect: V,
        useInsertionEffect: V,
        useMemo: V,
        useReducer: V,
        useRef: V,
        useState: V,
        useDebugValue: V,
        useDeferredValue: V,
        useTransition: V,
        useSyncExternalStore: V,
        useId: V,
        useHostTransitionStatus: V,
        useFormState: V,
        useActionState: V,
        useOptimistic: V,
        useMemoCache: V,
        useCacheRefresh: V,
        useEffectEvent: V,
      },
      _c = {
        readContext: ka,
        use: ds,
        useCallback: function (e, t) {
          return ((ss().memoizedState = [e, t === void 0 ? null : t]), e);
        },
        useContext: ka,
        useEffect: Vs,
        useImperativeHandle: function (e, t, n) {
          ((n = n == null ? null : n.concat([e])), zs(4194308, 4, qs.bind(null, t, e), n));
        },
        useLayoutEffect: function (e, t) {
          return zs(4194308, 4, e, t);
        },
        useInsertionEffect: function (e, t) {
          zs(4, 2, e, t);
        },
        useMemo: function (e, t) {
          var n = ss();
          t = t === void 0 ? null : t;
          var r = e();
          if (Jo) {
            st(!0);
            try {
              e();
            } finally {
              st(!1);
            }
          }
          return ((n.memoizedState = [r, t]), r);
        },
        useReducer: function (e, t, n) {
          var r = ss();
          if (n !== void 0) {
            var i = n(t);
            if (Jo) {
              st(!0);
              try {
                n(t);
              } finally {
                st(!1);
              }
            }
          } else i = t;
          return (
            (r.memoizedState = r.baseState = i),
            (e = {
              pending: null,
              lanes: 0,
              dispatch: null,
              lastRenderedReducer: e,
              lastRenderedState: i,
            }),
            (r.queue = e),
            (e = e.dispatch = lc.bind(null, R, e)),
            [r.memoizedState, e]
          );
        },
        useRef: function (e) {
          var t = ss();
          return ((e = { current: e }), (t.memoizedState = e));
        },
        useState: function (e) {
          e = Cs(e);
          var t = e.queue,
            n = uc.bind(null, R, t);
          return ((t.dispatch = n), [e.memoizedState, n]);
        },
        useDebugValue: Ys,
        useDeferredValue: function (e, t) {
          return Qs(ss(), e, t);
        },
        useTransition: function () {
          var e = Cs(!1);
          return ((e = ec.bind(null, R, e.queue, !0, !1)), (ss().memoizedState = e), [!1, e]);
        },
        useSyncExternalStore: function (e, t, n) {
          var r = R,
            a = ss();
          if (F) {
            if (n === void 0) throw Error(i(407));
            n = n();
          } else {
            if (((n = t()), K === null)) throw Error(i(349));
            J & 127 || vs(r, t, n);
          }
          a.memoizedState = n;
          var o = { value: n, getSnapshot: t };
          return (
            (a.queue = o),
            Vs(bs.bind(null, r, o, e), [e]),
            (r.flags |= 2048),
            Ls(9, { destroy: void 0 }, ys.bind(null, r, o, n, t), null),
            n
          );
        },
        useId: function () {
          var e = ss(),
            t = K.identifierPrefix;
          if (F) {
            var n = ia,
              r = ra;
            ((n = (r & ~(1 << (32 - ct(r) - 1))).toString(32) + n),
              (t = `_` + t + `R_` + n),
              (n = Yo++),
              0 < n && (t += `H` + n.toString(32)),
              (t += `_`));
          } else ((n = Qo++), (t = `_` + t + `r_` + n.toString(32) + `_`));
          return (e.memoizedState = t);
        },
        useHostTransitionStatus: ac,
        useFormState: Ms,
        useActionState: Ms,
        useOptimistic: function (e) {
          var t = ss();
          t.memoizedState = t.baseState = e;
          var n = {
            pending: null,
            lanes: 0,
            dispatch: null,
            lastRenderedReducer: null,
            lastRenderedState: null,
          };
          return ((t.queue = n), (t = fc.bind(null, R, !0, n)), (n.dispatch = t), [e, t]);
        },
        useMemoCache: fs,
        useCacheRefresh: function () {
          return (ss().memoizedState = cc.bind(null, R));
        },
        useEffectEvent: function (e) {
          var t = ss(),
            n = { impl: e };
          return (
            (t.memoizedState = n),
            function () {
              if (G & 2) throw Error(i(440));
              return n.impl.apply(void 0, arguments);
            }
          );
        },
      },
      vc = {
        readContext: ka,
        use: ds,
        useCallback: Xs,
        useContext: ka,
        useEffect: Hs,
        useImperativeHandle: Js,
        useInsertionEffect: Gs,
        useLayoutEffect: Ks,
        useMemo: Zs,
        useReducer: ms,
        useRef: Rs,
        useState: function () {
          return ms(ps);
        },
        useDebugValue: Ys,
        useDeferredValue: function (e, t) {
          return $s(cs(), z.memoizedState, e, t);
        },
        useTransition: function () {
          var e = ms(ps)[0],
            t = cs().memoizedState;
          return [typeof e == `boolean` ? e : us(e), t];
        },
        useSyncExternalStore: _s,
        useId: oc,
        useHostTransitionStatus: ac,
        useFormState: Ns,
        useActionState: Ns,
        useOptimistic: function (e, t) {
          return ws(cs(), z, e, t);
        },
        useMemoCache: fs,
        useCacheRefresh: sc,
        useEffectEvent: Ws,
      },
      yc = {
        readContext: ka,
        use: ds,
        useCallback: Xs,
        useContext: ka,
        useEffect: Hs,
        useImperativeHandle: Js,
        useInsertionEffect: Gs,
        useLayoutEffect: Ks,
        useMemo: Zs,
        useReducer: gs,
        useRef: Rs,
        useState: function () {
          return gs(ps);
        },
        useDebugValue: Ys,
        useDeferredValue: function (e, t) {
          var n = cs();
          return z === null ? Qs(n, e, t) : $s(n, z.memoizedState, e, t);
        },
        useTransition: function () {
          var e = gs(ps)[0],
            t = cs().memoizedState;
          return [typeof e == `boolean` ? e : us(e), t];
        },
        useSyncExternalStore: _s,
        useId: oc,
        useHostTransitionStatus: ac,
        useFormState: Is,
        useActionState: Is,
        useOptimistic: function (e, t) {
          var n = cs();
          return z === null ? ((n.baseState = e), [e, n.queue.dispatch]) : ws(n, z, e, t);
        },
        useMemoCache: fs,
        useCacheRefresh: sc,
        useEffectEvent: Ws,
      };
    function bc(e, t, n, r) {
      ((t = e.memoizedState),
        (n = n(r, t)),
        (n = n == null ? t : w({}, t, n)),
        (e.memoizedState = n),
        e.lanes === 0 && (e.updateQueue.baseState = n));
    }
    var xc = {
      enqueueSetState: function (e, t, n) {
        e = e._reactInternals;
        var r = jd(),
          i = bo(r);
        ((i.payload = t),
          n != null && (i.callback = n),
          (t = xo(e, i, r)),
          t !== null && (Pd(t, e, r), So(t, e, r)));
      },
      enqueueReplaceState: function (e, t, n) {
        e = e._reactInternals;
        var r = jd(),
          i = bo(r);
        ((i.tag = 1),
          (i.payload = t),
          n != null && (i.callback = n),
          (t = xo(e, i, r)),
          t !== null && (Pd(t, e, r), So(t, e, r)));
      },
      enqueueForceUpdate: function (e, t) {
        e = e._reactInternals;
        var n = jd(),
          r = bo(n);
        ((r.tag = 2),
          t != null && (r.callback = t),
          (t = xo(e, r, n)),
          t !== null && (Pd(t, e, n), So(t, e, n)));
      },
    };
    function Sc(e, t, n, r, i, a, o) {
      return (
        (e = e.stateNode),
        typeof e.shouldComponentUpdate == `function`
          ? e.shouldComponentUpdate(r, a, o)
          : t.prototype && t.prototype.isPureReactComponent
            ? !Zr(n, r) || !Zr(i, a)
            : !0
      );
    }
    function Cc(e, t, n, r) {
      ((e = t.state),
        typeof t.componentWillReceiveProps == `function` && t.componentWillReceiveProps(n, r),
        typeof t.UNSAFE_componentWillReceiveProps == `function` &&
          t.UNSAFE_componentWillReceiveProps(n, r),
        t.state !== e && xc.enqueueReplaceState(t, t.state, null));
    }
    function wc(e, t) {
      var n = t;
      if (`ref` in t) for (var r in ((n = {}), t)) r !== `ref` && (n[r] = t[r]);
      if ((e = e.defaultProps))
        for (var i in (n === t && (n = w({}, n)), e)) n[i] === void 0 && (n[i] = e[i]);
      return n;
    }
    function Tc(e) {
      Oi(e);
    }
    function Ec(e) {
      console.error(e);
    }
    function Dc(e) {
      Oi(e);
    }
    function Oc(e, t) {
      try {
        var n = e.onUncaughtError;
        n(t.value, { componentStack: t.stack });
      } catch (e) {
        setTimeout(function () {
          throw e;
        });
      }
    }
    function kc(e, t, n) {
      try {
        var r = e.onCaughtError;
        r(n.value, { componentStack: n.stack, errorBoundary: t.tag === 1 ? t.stateNode : null });
      } catch (e) {
        setTimeout(function () {
          throw e;
        });
      }
    }
    function Ac(e, t, n) {
      return (
        (n = bo(n)),
        (n.tag = 3),
        (n.payload = { element: null }),
        (n.callback = function () {
          Oc(e, t);
        }),
        n
      );
    }
    function jc(e) {
      return ((e = bo(e)), (e.tag = 3), e);
    }
    function Mc(e, t, n, r) {
      var i = n.type.getDerivedStateFromError;
      if (typeof i == `function`) {
        var a = r.value;
        ((e.payload = function () {
          return i(a);
        }),
          (e.callback = function () {
            kc(t, n, r);
          }));
      }
      var o = n.stateNode;
      o !== null &&
        typeof o.componentDidCatch == `function` &&
        (e.callback = function () {
          (kc(t, n, r),
            typeof i != `function` && (yd === null ? (yd = new Set([this])) : yd.add(this)));
          var e = r.stack;
          this.componentDidCatch(r.value, { componentStack: e === null ? `` : e });
        });
    }
    function Nc(e, t, n, r, a) {
      if (((n.flags |= 32768), typeof r == `object` && r && typeof r.then == `function`)) {
        if (((t = n.alternate), t !== null && Ea(t, n, a, !0), (n = Po.current), n !== null)) {
          switch (n.tag) {
            case 31:
            case 13:
            case 19:
              return (
                Fo === null ? Kd() : n.alternate === null && od === 0 && (od = 3),
                (n.flags &= -257),
                (n.flags |= 65536),
                (n.lanes = a),
                r === to
                  ? (n.flags |= 16384)
                  : ((t = n.updateQueue),
                    t === null ? (n.updateQueue = new Set([r])) : t.add(r),
                    mf(e, r, a)),
                !1
              );
            case 22:
              return (
                (n.flags |= 65536),
                r === to
                  ? (n.flags |= 16384)
                  : ((t = n.updateQueue),
                    t === null
                      ? ((t = {
                          transitions: null,
                          markerInstances: null,
                          retryQueue: new Set([r]),
                        }),
                        (n.updateQueue = t))
                      : ((n = t.retryQueue), n === null ? (t.retryQueue = new Set([r])) : n.add(r)),
                    mf(e, r, a)),
                !1
              );
          }
          throw Error(i(435, n.tag));
        }
        return (mf(e, r, a), Kd(), !1);
      }
      if (F)
        return (
          (t = Po.current),
          t === null
            ? (r !== fa && ((t = Error(i(423), { cause: r })), ya(Xi(t, n))),
              (e = e.current.alternate),
              (e.flags |= 65536),
              (a &= -a),
              (e.lanes |= a),
              (r = Xi(r, n)),
              (a = Ac(e.stateNode, r, a)),
              Co(e, a),
              od !== 4 && (od = 2))
            : (!(t.flags & 65536) && (t.flags |= 256),
              (t.flags |= 65536),
              (t.lanes = a),
              r !== fa && ((e = Error(i(422), { cause: r })), ya(Xi(e, n)))),
          !1
        );
      var o = Error(i(520), { cause: r });
      if (((o = Xi(o, n)), fd === null ? (fd = [o]) : fd.push(o), od !== 4 && (od = 2), t === null))
        return !0;
      ((r = Xi(r, n)), (n = t));
      do {
        switch (n.tag) {
          case 3:
            return (
              (n.flags |= 65536),
              (e = a & -a),
              (n.lanes |= e),
              (e = Ac(n.stateNode, r, e)),
              Co(n, e),
              !1
            );
          case 1:
            if (
              ((t = n.type),
              (o = n.stateNode),
              !(n.flags & 128) &&
                (typeof t.getDerivedStateFromError == `function` ||
                  (o !== null &&
                    typeof o.componentDidCatch == `function` &&
                    (yd === null || !yd.has(o)))))
            )
              return (
                (n.flags |= 65536),
                (a &= -a),
                (n.lanes |= a),
                (a = jc(a)),
                Mc(a, e, n, r),
                Co(n, a),
                !1
              );
            break;
          case 22:
            if (n.memoizedState !== null) return ((n.flags |= 65536), !1);
        }
        n = n.return;
      } while (n !== null);
      return !1;
    }
    var Pc = Error(i(461)),
      Fc = !1;
    function Ic(e, t, n, r) {
      t.child = e === null ? go(t, null, n, r) : ho(t, e.child, n, r);
    }
    function Lc(e, t, n, r, i) {
      n = n.render;
      var a = t.ref;
      if (`ref` in r) {
        var o = {};
        for (var s in r) s !== `ref` && (o[s] = r[s]);
      } else o = r;
      return (
        Oa(t),
        (r = es(e, t, n, o, a, i)),
        (s = is()),
        e !== null && !Fc
          ? (as(e, t, i), dl(e, t, i))
          : (F && s && sa(t), (t.flags |= 1), Ic(e, t, r, i), t.child)
      );
    }
    function Rc(e, t, n, r, i) {
      if (e === null) {
        var a = n.type;
        return typeof a == `function` && !Vi(a) && a.defaultProps === void 0 && n.compare === null
          ? ((t.tag = 15), (t.type = a), zc(e, t, a, r, i))
          : ((e = Wi(n.type, null, r, t, t.mode, i)),
            (e.ref = t.ref),
            (e.return = t),
            (t.child = e));
      }
      if (((a = e.child), !fl(e, i))) {
        var o = a.memoizedProps;
        if (((n = n.compare), (n = n === null ? Zr : n), n(o, r) && e.ref === t.ref))
          return dl(e, t, i);
      }
      return ((t.flags |= 1), (e = Hi(a, r)), (e.ref = t.ref), (e.return = t), (t.child = e));
    }
    function zc(e, t, n, r, i) {
      if (e !== null) {
        var a = e.memoizedProps;
        if (Zr(a, r) && e.ref === t.ref) {
          if (((Fc = !1), (t.pendingProps = r = a), fl(e, i))) e.flags & 131072 && (Fc = !0);
          else return ((t.lanes = e.lanes), dl(e, t, i));
        }
      }
      return qc(e, t, n, r, i);
    }
    function Bc(e, t, n, r) {
      var i = r.children,
        a = e === null ? null : e.memoizedState;
      if (
        (e === null &&
          t.stateNode === null &&
          (t.stateNode = {
            _visibility: 1,
            _pendingMarkers: null,
            _retryCache: null,
            _transitions: null,
          }),
        r.mode === `hidden`)
      ) {
        if (t.flags & 128) {
          if (((a = a === null ? n : a.baseLanes | n), e !== null)) {
            for (r = t.child = e.child, i = 0; r !== null;)
              ((i = i | r.lanes | r.childLanes), (r = r.sibling));
            r = i & ~a;
          } else ((r = 0), (t.child = null));
          return Hc(e, t, a, n, r);
        }
        if (n & 536870912)
          ((t.memoizedState = { baseLanes: 0, cachePool: null }),
            e !== null && Xa(t, a === null ? null : a.cachePool),
            a === null ? Mo() : jo(t, a),
            Ro(t));
        else return ((r = t.lanes = 536870912), Hc(e, t, a === null ? n : a.baseLanes | n, n, r));
      } else
        a === null
          ? (e !== null && Xa(t, null), Mo(), zo())
          : (Xa(t, a.cachePool), jo(t, a), zo(), (t.memoizedState = null));
      return (Ic(e, t, i, n), t.child);
    }
    function Vc(e, t) {
      return (
        (e !== null && e.tag === 22) ||
          t.stateNode !== null ||
          (t.stateNode = {
            _visibility: 1,
            _pendingMarkers: null,
            _retryCache: null,
            _transitions: null,
          }),
        t.sibling
      );
    }
    function Hc(e, t, n, r, i) {
      var a = Ya();
      return (
        (a = a === null ? null : { parent: L._currentValue, pool: a }),
        (t.memoizedState = { baseLanes: n, cachePool: a }),
        e !== null && Xa(t, null),
        Mo(),
        Ro(t),
        e !== null && Ea(e, t, r, !0),
        (t.childLanes = i),
        null
      );
    }
    function Uc(e, t) {
      return (
        (t = nl({ mode: t.mode, children: t.children }, e.mode)),
        (t.ref = e.ref),
        (e.child = t),
        (t.return = e),
        t
      );
    }
    function Wc(e, t, n) {
      return (
        ho(t, e.child, null, n),
        (e = Uc(t, t.pendingProps)),
        (e.flags |= 2),
        Bo(t),
        (t.memoizedState = null),
        e
      );
    }
    function Gc(e, t, n) {
      var r = t.pendingProps,
        a = !!(t.flags & 128);
      if (((t.flags &= -129), e === null)) {
        if (F) {
          if (r.mode === `hidden`)
            return (
              (e = Uc(t, r)),
              (t.lanes = 536870912),
              (e.memoizedState = { baseLanes: 0, cachePool: null }),
              Vc(null, e)
            );
          if (
            (Lo(t),
            (e = P)
              ? ((e = am(e, da)),
                (e = e !== null && e.data === `&` ? e : null),
                e !== null &&
                  ((t.memoizedState = {
                    dehydrated: e,
                    treeContext: na === null ? null : { id: ra, overflow: ia },
                    retryLane: 536870912,
                    hydrationErrors: null,
                  }),
                  (n = qi(e)),
                  (n.return = t),
                  (t.child = n),
                  (N = t),
                  (P = null)))
              : (e = null),
            e === null)
          )
            throw pa(t);
          return ((t.lanes = 536870912), null);
        }
        return Uc(t, r);
      }
      var o = e.memoizedState;
      if (o !== null) {
        var s = o.dehydrated;
        if ((Lo(t), a)) {
          if (t.flags & 256) ((t.flags &= -257), (t = Wc(e, t, n)));
          else if (t.memoizedState !== null) ((t.child = e.child), (t.flags |= 128), (t = null));
          else throw Error(i(558));
        } else if ((Fc || Ea(e, t, n, !1), (a = (n & e.childLanes) !== 0), Fc || a)) {
          if (ko.current === null) {
            if (((r = K), r !== null && ((s = Et(r, n)), s !== 0 && s !== o.retryLane)))
              throw ((o.retryLane = s), Fi(e, s), Pd(r, e, s), Pc);
            Kd();
          }
          t = Wc(e, t, n);
        } else
          ((e = o.treeContext),
            (P = lm(s.nextSibling)),
            (N = t),
            (F = !0),
            (ua = null),
            (da = !1),
            e !== null && la(t, e),
            (t = Uc(t, r)),
            (t.flags |= 134221824));
        return t;
      }
      return (
        (e = Hi(e.child, { mode: r.mode, children: r.children })),
        (e.ref = t.ref),
        (t.child = e),
        (e.return = t),
        e
      );
    }
    function Kc(e, t) {
      var n = t.ref;
      if (n === null) e !== null && e.ref !== null && (t.flags |= 4194816);
      else {
        if (typeof n != `function` && typeof n != `object`) throw Error(i(284));
        (e === null || e.ref !== n) && (t.flags |= 4194816);
      }
    }
    function qc(e, t, n, r, i) {
      return (
        Oa(t),
        (n = es(e, t, n, r, void 0, i)),
        (r = is()),
        e !== null && !Fc
          ? (as(e, t, i), dl(e, t, i))
          : (F && r && sa(t), (t.flags |= 1), Ic(e, t, n, i), t.child)
      );
    }
    function Jc(e, t, n, r, i, a) {
      return (
        Oa(t),
        (t.updateQueue = null),
        (n = ns(t, r, n, i)),
        ts(e),
        (r = is()),
        e !== null && !Fc
          ? (as(e, t, a), dl(e, t, a))
          : (F && r && sa(t), (t.flags |= 1), Ic(e, t, n, a), t.child)
      );
    }
    function Yc(e, t, n, r, i) {
      if ((Oa(t), t.stateNode === null)) {
        var a = Ri,
          o = n.contextType;
        (typeof o == `object` && o && (a = ka(o)),
          (a = new n(r, a)),
          (t.memoizedState = a.state !== null && a.state !== void 0 ? a.state : null),
          (a.updater = xc),
          (t.stateNode = a),
          (a._reactInternals = t),
          (a = t.stateNode),
          (a.props = r),
          (a.state = t.memoizedState),
          (a.refs = {}),
          vo(t),
          (o = n.contextType),
          (a.context = typeof o == `object` && o ? ka(o) : Ri),
          (a.state = t.memoizedState),
          (o = n.getDerivedStateFromProps),
          typeof o == `function` && (bc(t, n, o, r), (a.state = t.memoizedState)),
          typeof n.getDerivedStateFromProps == `function` ||
            typeof a.getSnapshotBeforeUpdate == `function` ||
            (typeof a.UNSAFE_componentWillMount != `function` &&
              typeof a.componentWillMount != `function`) ||
            ((o = a.state),
            typeof a.componentWillMount == `function` && a.componentWillMount(),
            typeof a.UNSAFE_componentWillMount == `function` && a.UNSAFE_componentWillMount(),
            o !== a.state && xc.enqueueReplaceState(a, a.state, null),
            Eo(t, r, a, i),
            To(),
            (a.state = t.memoizedState)),
          typeof a.componentDidMount == `function` && (t.flags |= 4194308),
          (r = !0));
      } else if (e === null) {
        a = t.stateNode;
        var s = t.memoizedProps,
          c = wc(n, s);
        a.props = c;
        var l = a.context,
          u = n.contextType;
        ((o = Ri), typeof u == `object` && u && (o = ka(u)));
        var d = n.getDerivedStateFromProps;
        ((u = typeof d == `function` || typeof a.getSnapshotBeforeUpdate == `function`),
          (s = t.pendingProps !== s),
          u ||
            (typeof a.UNSAFE_componentWillReceiveProps != `function` &&
              typeof a.componentWillReceiveProps != `function`) ||
            ((s || l !== o) && Cc(t, a, r, o)),
          (_o = !1));
        var f = t.memoizedState;
        ((a.state = f),
          Eo(t, r, a, i),
          To(),
          (l = t.memoizedState),
          s || f !== l || _o
            ? (typeof d == `function` && (bc(t, n, d, r), (l = t.memoizedState)),
              (c = _o || Sc(t, n, c, r, f, l, o))
                ? (u ||
                    (typeof a.UNSAFE_componentWillMount != `function` &&
                      typeof a.componentWillMount != `function`) ||
                    (typeof a.componentWillMount == `function` && a.componentWillMount(),
                    typeof a.UNSAFE_componentWillMount == `function` &&
                      a.UNSAFE_componentWillMount()),
                  typeof a.componentDidMount == `function` && (t.flags |= 4194308))
                : (typeof a.componentDidMount == `function` && (t.flags |= 4194308),
                  (t.memoizedProps = r),
                  (t.memoizedState = l)),
              (a.props = r),
              (a.state = l),
              (a.context = o),
              (r = c))
            : (typeof a.componentDidMount == `function` && (t.flags |= 4194308), (r = !1)));
      } else {
        ((a = t.stateNode),
          yo(e, t),
          (o = t.memoizedProps),
          (u = wc(n, o)),
          (a.props = u),
          (d = t.pendingProps),
          (f = a.context),
          (l = n.contextType),
          (c = Ri),
          typeof l == `object` && l && (c = ka(l)),
          (s = n.getDerivedStateFromProps),
          (l = typeof s == `function` || typeof a.getSnapshotBeforeUpdate == `function`) ||
            (typeof a.UNSAFE_componentWillReceiveProps != `function` &&
              typeof a.componentWillReceiveProps != `function`) ||
            ((o !== d || f !== c) && Cc(t, a, r, c)),
          (_o = !1),
          (f = t.memoizedState),
          (a.state = f),
          Eo(t, r, a, i),
          To());
        var p = t.memoizedState;
        o !== d || f !== p || _o || (e !== null && e.dependencies !== null && Da(e.dependencies))
          ? (typeof s == `function` && (bc(t, n, s, r), (p = t.memoizedState)),
            (u =
              _o ||
              Sc(t, n, u, r, f, p, c) ||
              (e !== null && e.dependencies !== null && Da(e.dependencies)))
              ? (l ||
                  (typeof a.UNSAFE_componentWillUpdate != `function` &&
                    typeof a.componentWillUpdate != `function`) ||
                  (typeof a.componentWillUpdate == `function` && a.componentWillUpdate(r, p, c),
                  typeof a.UNSAFE_componentWillUpdate == `function` &&
                    a.UNSAFE_componentWillUpdate(r, p, c)),
                typeof a.componentDidUpdate == `function` && (t.flags |= 4),
                typeof a.getSnapshotBeforeUpdate == `function` && (t.flags |= 1024))
              : (typeof a.componentDidUpdate != `function` ||
                  (o === e.memoizedProps && f === e.memoizedState) ||
                  (t.flags |= 4),
                typeof a.getSnapshotBeforeUpdate != `function` ||
                  (o === e.memoizedProps && f === e.memoizedState) ||
                  (t.flags |= 1024),
                (t.memoizedProps = r),
                (t.memoizedState = p)),
            (a.props = r),
            (a.state = p),
            (a.context = c),
            (r = u))
          : (typeof a.componentDidUpdate != `function` ||
              (o === e.memoizedProps && f === e.memoizedState) ||
              (t.flags |= 4),
            typeof a.getSnapshotBeforeUpdate != `function` ||
              (o === e.memoizedProps && f === e.memoizedState) ||
              (t.flags |= 1024),
            (r = !1));
      }
      return (
        (a = r),
        Kc(e, t),
        (r = !!(t.flags & 128)),
        a || r
          ? ((a = t.stateNode),
            (n = r && typeof n.getDerivedStateFromError != `function` ? null : a.render()),
            (t.flags |= 1),
            e !== null && r
              ? ((t.child = ho(t, e.child, null, i)), (t.child = ho(t, null, n, i)))
              : Ic(e, t, n, i),
            (t.memoizedState = a.state),
            (e = t.child))
          : (e = dl(e, t, i)),
        e
      );
    }
    function Xc(e, t, n, r) {
      return (_a(), (t.flags |= 256), Ic(e, t, n, r), t.child);
    }
    var Zc = { dehydrated: null, treeContext: null, retryLane: 0, hydrationErrors: null };
    function Qc(e) {
      return { baseLanes: e, cachePool: Za() };
    }
    function $c(e, t, n) {
      return ((e = e === null ? 0 : e.childLanes & ~n), t && (e |= ud), e);
    }
    function el(e, t, n) {
      var r = t.pendingProps,
        i = !1,
        a = !!(t.flags & 128),
        o;
      if (
        ((o = a) || (o = e !== null && e.memoizedState === null ? !1 : !!(Vo.current & 2)),
        o && ((i = !0), (t.flags &= -129)),
        (o = !!(t.flags & 32)),
        (t.flags &= -33),
        e === null)
      ) {
        if (F) {
          if (
            (i ? Io(t) : zo(),
            (e = P)
              ? ((e = am(e, da)),
                (e = e !== null && e.data !== `&` ? e : null),
                e !== null &&
                  ((t.memoizedState = {
                    dehydrated: e,
                    treeContext: na === null ? null : { id: ra, overflow: ia },
                    retryLane: 536870912,
                    hydrationErrors: null,
                  }),
                  (n = qi(e)),
                  (n.return = t),
                  (t.child = n),
                  (N = t),
                  (P = null)))
              : (e = null),
            e === null)
          )
            throw pa(t);
          return ((t.lanes = sm(e) ? 32 : 536870912), null);
        }
        return (
          (a = r.children),
          (r = r.fallback),
          i
            ? (zo(),
              (i = t.mode),
              (a = nl({ mode: `hidden`, children: a }, i)),
              (r = Gi(r, i, n, null)),
              (a.return = t),
              (r.return = t),
              (a.sibling = r),
              (t.child = a),
              (r = t.child),
              (r.memoizedState = Qc(n)),
              (r.childLanes = $c(e, o, n)),
              (t.memoizedState = Zc),
              Vc(null, r))
            : (Io(t), tl(t, a))
        );
      }
      var s = e.memoizedState;
      if (s !== null) {
        var c = s.dehydrated;
        if (c !== null) return il(e, t, a, o, r, c, s, n);
      }
      return i
        ? (zo(),
          (i = r.fallback),
          (a = t.mode),
          (s = e.child),
          (c = s.sibling),
          (r = Hi(s, { mode: `hidden`, children: r.children })),
          (r.subtreeFlags = s.subtreeFlags & 1206910976),
          c === null ? ((i = Gi(i, a, n, null)), (i.flags |= 2)) : (i = Hi(c, i)),
          (i.return = t),
          (r.return = t),
          (r.sibling = i),
          (t.child = r),
          Vc(null, r),
          (r = t.child),
          (i = e.child.memoizedState),
          i === null
            ? (i = Qc(n))
            : ((a = i.cachePool),
              a === null
                ? (a = Za())
                : ((s = L._currentValue), (a = a.parent === s ? a : { parent: s, pool: s })),
              (i = { baseLanes: i.baseLanes | n, cachePool: a })),
          (r.memoizedState = i),
          (r.childLanes = $c(e, o, n)),
          (t.memoizedState = Zc),
          Vc(e.child, r))
        : (Io(t),
          (n = e.child),
          (e = n.sibling),
          (n = Hi(n, { mode: `visible`, children: r.children })),
          (n.return = t),
          (n.sibling = null),
          e !== null &&
            ((o = t.deletions), o === null ? ((t.deletions = [e]), (t.flags |= 16)) : o.push(e)),
          (t.child = n),
          (t.memoizedState = null),
          n);
    }
    function tl(e, t) {
      return ((t = nl({ mode: `visible`, children: t }, e.mode)), (t.return = e), (e.child = t));
    }
    function nl(e, t) {
      return ((e = Bi(22, e, null, t)), (e.lanes = 0), e);
    }
    function rl(e, t, n) {
      return (
        ho(t, e.child, null, n),
        (e = tl(t, t.pendingProps.children)),
        (e.flags |= 2),
        (t.memoizedState = null),
        e
      );
    }
    function il(e, t, n, r, a, o, s, c) {
      if (n)
        return t.flags & 256
          ? (Io(t), (t.flags &= -257), rl(e, t, c))
          : t.memoizedState === null
            ? (zo(),
              (o = a.fallback),
              (s = t.mode),
              (a = nl({ mode: `visible`, children: a.children }, s)),
              (o = Gi(o, s, c, null)),
              (o.flags |= 2),
              (a.return = t),
              (o.return = t),
              (a.sibling = o),
              (t.child = a),
              ho(t, e.child, null, c),
              (a = t.child),
              (a.memoizedState = Qc(c)),
              (a.childLanes = $c(e, r, c)),
              (t.memoizedState = Zc),
              Vc(null, a))
            : (zo(), (t.child = e.child), (t.flags |= 128), null);
      if ((Io(t), sm(o))) {
        if (((r = o.nextSibling && o.nextSibling.dataset), r)) var l = r.dgst;
        return (
          (r = l),
          r !== `` &&
            ((a = Error(i(419))),
            (a.stack = ``),
            (a.digest = r),
            ya({ value: a, source: null, stack: null })),
          rl(e, t, c)
        );
      }
      if ((Fc || Ea(e, t, c, !1), (r = (c & e.childLanes) !== 0), Fc || r)) {
        if (ko.current !== null) return rl(e, t, c);
        if (((r = K), r !== null && ((a = Et(r, c)), a !== 0 && a !== s.retryLane)))
          throw ((s.retryLane = a), Fi(e, a), Pd(r, e, a), Pc);
        return (om(o) || Kd(), rl(e, t, c));
      }
      return om(o)
        ? ((t.flags |= 192), (t.child = e.child), null)
        : ((e = s.treeContext),
          (P = lm(o.nextSibling)),
          (N = t),
          (F = !0),
          (ua = null),
          (da = !1),
          e !== null && la(t, e),
          (t = tl(t, a.children)),
          (t.flags |= 134221824),
          t);
    }
    function al(e, t, n) {
      e.lanes |= t;
      var r = e.alternate;
      (r !== null && (r.lanes |= t), I(e.return, t, n));
    }
    function ol(e) {
      for (var t = null; e !== null;) {
        var n = e.alternate;
        (n !== null && Wo(n) === null && (t = e), (e = e.sibling));
      }
      return t;
    }
    function sl(e, t, n, r, i, a) {
      var o = e.memoizedState;
      o === null
        ? (e.memoizedState = {
            isBackwards: t,
            rendering: null,
            renderingStartTime: 0,
            last: r,
            tail: n,
            tailMode: i,
            treeForkCount: a,
          })
        : ((o.isBackwards = t),
          (o.rendering = null),
          (o.renderingStartTime = 0),
          (o.last = r),
          (o.tail = n),
          (o.tailMode = i),
          (o.treeForkCount = a));
    }
    function cl(e) {
      var t = e.child;
      for (e.child = null; t !== null;) {
        var n = t.sibling;
        ((t.sibling = e.child), (e.child = t), (t = n));
      }
    }
    function ll(e, t, n) {
      var r = t.pendingProps,
        i = r.revealOrder,
        a = r.tail;
      r = r.children;
      var o = Vo.current;
      if (t.flags & 128) return (Ho(t, o), null);
      var s = !!(o & 2);
      if (
        (s ? ((o = (o & 1) | 2), (t.flags |= 128)) : (o &= 1),
        Ho(t, o),
        i === `backwards` && e !== null ? (cl(e), Ic(e, t, r, n), cl(e)) : Ic(e, t, r, n),
        (r = F ? ea : 0),
        !s && e !== null && e.flags & 128)
      )
        a: for (e = t.child; e !== null;) {
          if (e.tag === 13) e.memoizedState !== null && al(e, n, t);
          else if (e.tag === 19) al(e, n, t);
          else if (e.child !== null) {
            ((e.child.return = e), (e = e.child));
            continue;
          }
          if (e === t) break a;
          for (; e.sibling === null;) {
            if (e.return === null || e.return === t) break a;
            e = e.return;
          }
          ((e.sibling.return = e.return), (e = e.sibling));
        }
      switch (i) {
        case `backwards`:
          ((n = ol(t.child)),
            n === null
              ? ((i = t.child), (t.child = null))
              : ((i = n.sibling), (n.sibling = null), cl(t)),
            sl(t, !0, i, null, a, r));
          break;
        case `unstable_legacy-backwards`:
          for (n = null, i = t.child, t.child = null; i !== null;) {
            if (((e = i.alternate), e !== null && Wo(e) === null)) {
              t.child = i;
              break;
            }
            ((e = i.sibling), (i.sibling = n), (n = i), (i = e));
          }
          sl(t, !0, n, null, a, r);
          break;
        case `together`:
          sl(t, !1, null, null, void 0, r);
          break;
        case `independent`:
          t.memoizedState = null;
          break;
        default:
          ((n = ol(t.child)),
            n === null ? ((i = t.child), (t.child = null)) : ((i = n.sibling), (n.sibling = null)),
            sl(t, !1, i, n, a, r));
      }
      return t.child;
    }
    function ul(e, t, n) {
      var r = t.pendingProps;
      return (Ca(t, t.type, r.value), Ic(e, t, r.children, n), t.child);
    }
    function dl(e, t, n) {
      if (
        (e !== null && (t.dependencies = e.dependencies), (sd |= t.lanes), (n & t.childLanes) === 0)
      ) {
        if (e !== null) {
          if ((Ea(e, t, n, !1), (n & t.childLanes) === 0)) return null;
        } else return null;
      }
      if (e !== null && t.child !== e.child) throw Error(i(153));
      if (t.child !== null) {
        for (e = t.child, n = Hi(e, e.pendingProps), t.child = n, n.return = t; e.sibling !== null;)
          ((e = e.sibling), (n = n.sibling = Hi(e, e.pendingProps)), (n.return = t));
        n.sibling = null;
      }
      return t.child;
    }
    function fl(e, t) {
      return (e.lanes & t) !== 0 || ((e = e.dependencies), !!(e !== null && Da(e)));
    }
    function pl(e, t, n) {
      switch (t.tag) {
        case 3:
          (Fe(t, t.stateNode.containerInfo), Ca(t, L, e.memoizedState.cache), _a());
          break;
        case 27:
        case 5:
          Le(t);
          break;
        case 4:
          Fe(t, t.stateNode.containerInfo);
          break;
        case 10:
          Ca(t, t.type, t.memoizedProps.value);
          break;
        case 31:
          if (t.memoizedState !== null) return ((t.flags |= 128), Lo(t), null);
          break;
        case 13:
          var r = t.memoizedState;
          if (r !== null) {
            if (r.dehydrated !== null) return (Io(t), (t.flags |= 128), null);
            r = Ea(e, t, n, !1);
            var i = t.child.childLanes;
            return r || (n & i) !== 0
              ? el(e, t, n)
              : (Io(t), (e = dl(e, t, n)), e === null ? null : e.sibling);
          }
          Io(t);
          break;
        case 19:
          if (t.flags & 128) return ll(e, t, n);
          if (
            ((i = !!(e.flags & 128)),
            (r = (n & t.childLanes) !== 0),
            (r ||= (Ea(e, t, n, !1), (n & t.childLanes) !== 0)),
            i)
          ) {
            if (r) return ll(e, t, n);
            t.flags |= 128;
          }
          if (
            ((i = t.memoizedState),
            i !== null && ((i.rendering = null), (i.tail = null), (i.lastEffect = null)),
            Ho(t, Vo.current),
            r)
          )
            break;
          return null;
        case 22:
          return ((t.lanes = 0), Bc(e, t, n, t.pendingProps));
        case 24:
          Ca(t, L, e.memoizedState.cache);
      }
      return dl(e, t, n);
    }
    function ml(e, t, n) {
      if (e !== null) {
        if (e.memoizedProps !== t.pendingProps) Fc = !0;
        else {
          if (!fl(e, n) && !(t.flags & 128)) return ((Fc = !1), pl(e, t, n));
          Fc = !!(e.flags & 131072);
        }
      } else ((Fc = !1), F && t.flags & 1048576 && oa(t, ea, t.index));
      switch (((t.lanes = 0), t.tag)) {
        case 16:
          a: {
            var r = t.pendingProps;
            if (((e = io(t.elementType)), (t.type = e), typeof e == `function`))
              Vi(e)
                ? ((r = wc(e, r)), (t.tag = 1), (t = Yc(null, t, e, r, n)))
                : ((t.tag = 0), (t = qc(null, t, e, r, n)));
            else {
              if (e != null) {
                var a = e.$$typeof;
                if (a === de) {
                  ((t.tag = 11), (t = Lc(null, t, e, r, n)));
                  break a;
                }
                if (a === me) {
                  ((t.tag = 14), (t = Rc(null, t, e, r, n)));
                  break a;
                }
                if (a === ue) {
                  ((t.tag = 10), (t.type = e), (t = ul(null, t, n)));
                  break a;
                }
              }
              throw ((t = we(e) || e), Error(i(306, t, ``)));
            }
          }
          return t;
        case 0:
          return qc(e, t, t.type, t.pendingProps, n);
        case 1:
          return ((r = t.type), (a = wc(r, t.pendingProps)), Yc(e, t, r, a, n));
        case 3:
          a: {
            if ((Fe(t, t.stateNode.containerInfo), e === null)) throw Error(i(387));
            r = t.pendingProps;
            var o = t.memoizedState;
            ((a = o.element), yo(e, t), Eo(t, r, null, n));
            var s = t.memoizedState;
            if (
              ((r = s.cache),
              Ca(t, L, r),
              r !== o.cache && Ta(t, [L], n, !0),
              To(),
              (r = s.element),
              o.isDehydrated)
            ) {
              if (
                ((o = { element: r, isDehydrated: !1, cache: s.cache }),
                (t.updateQueue.baseState = o),
                (t.memoizedState = o),
                t.flags & 256)
              ) {
                t = Xc(e, t, r, n);
                break a;
              }
              if (r !== a) {
                ((a = Xi(Error(i(424)), t)), ya(a), (t = Xc(e, t, r, n)));
                break a;
              }
              switch (((e = t.stateNode.containerInfo), e.nodeType)) {
                case 9:
                  e = e.body;
                  break;
                default:
                  e = e.nodeName === `HTML` ? e.ownerDocument.body : e;
              }
              for (
                P = lm(e.firstChild),
                  N = t,
                  F = !0,
                  ua = null,
                  da = !0,
                  n = go(t, null, r, n),
                  t.child = n;
                n;
              )
                ((n.flags = (n.flags & -3) | 134221824), (n = n.sibling));
            } else {
              if ((_a(), r === a)) {
                t = dl(e, t, n);
                break a;
              }
              Ic(e, t, r, n);
            }
            t = t.child;
          }
          return t;
        case 26:
          return (
            Kc(e, t),
            e === null
              ? (n = Nm(t.type, null, t.pendingProps, null))
                ? (t.memoizedState = n)
                : F || (t.stateNode = fp(t.type, t.pendingProps, Ne.current, t))
              : (t.memoizedState = Nm(t.type, e.memoizedProps, t.pendingProps, e.memoizedState)),
            null
          );
        case 27:
          return (
            Le(t),
            e === null &&
              F &&
              ((r = t.stateNode = hm(t.type, t.pendingProps, Ne.current)),
              (N = t),
              (da = !0),
              (a = P),
              Sp(t.type) ? ((um = a), (P = lm(r.firstChild))) : (P = a)),
            Ic(e, t, t.pendingProps.children, n),
            Kc(e, t),
            e === null && (t.flags |= 4194304),
            t.child
          );
        case 5:
          return (
            e === null &&
              F &&
              ((a = r = P) &&
                ((r = rm(r, t.type, t.pendingProps, da)),
                r === null
                  ? (a = !1)
                  : ((t.stateNode = r), (N = t), (P = lm(r.firstChild)), (da = !1), (a = !0))),
              a || pa(t)),
            Le(t),
            (a = t.type),
            (o = t.pendingProps),
            (s = e === null ? null : e.memoizedProps),
            (r = o.children),
            pp(a, o) ? (r = null) : s !== null && pp(a, s) && (t.flags |= 32),
            t.memoizedState !== null && ((a = es(e, t, rs, null, null, n)), (sh._currentValue = a)),
            Kc(e, t),
            Ic(e, t, r, n),
            t.child
          );
        case 6:
          return (
            e === null &&
              F &&
              ((e = n = P) &&
                ((n = im(n, t.pendingProps, da)),
                n === null ? (e = !1) : ((t.stateNode = n), (N = t), (P = null), (e = !0))),
              e || pa(t)),
            null
          );
        case 13:
          return el(e, t, n);
        case 4:
          return (
            Fe(t, t.stateNode.containerInfo),
            (r = t.pendingProps),
            e === null ? (t.child = ho(t, null, r, n)) : Ic(e, t, r, n),
            t.child
          );
        case 11:
          return Lc(e, t, t.type, t.pendingProps, n);
        case 7:
          return ((r = t.pendingProps), Kc(e, t), Ic(e, t, r, n), t.child);
        case 8:
          return (Ic(e, t, t.pendingProps.children, n), t.child);
        case 12:
          return (Ic(e, t, t.pendingProps.children, n), t.child);
        case 10:
          return ul(e, t, n);
        case 9:
          return (
            (a = t.type._context),
            (r = t.pendingProps.children),
            Oa(t),
            (a = ka(a)),
            (r = r(a)),
            (t.flags |= 1),
            Ic(e, t, r, n),
            t.child
          );
        case 14:
          return Rc(e, t, t.type, t.pendingProps, n);
        case 15:
          return zc(e, t, t.type, t.pendingProps, n);
        case 19:
          return ll(e, t, n);
        case 31:
          return Gc(e, t, n);
        case 22:
          return Bc(e, t, n, t.pendingProps);
        case 24:
          return (
            Oa(t),
            (r = ka(L)),
            e === null
              ? ((a = Ya()),
                a === null &&
                  ((a = K),
                  (o = Fa()),
                  (a.pooledCache = o),
                  o.refCount++,
                  o !== null && (a.pooledCacheLanes |= n),
                  (a = o)),
                (t.memoizedState = { parent: r, cache: a }),
                vo(t),
                Ca(t, L, a))
              : ((e.lanes & n) !== 0 && (yo(e, t), Eo(t, null, null, n), To()),
                (a = e.memoizedState),
                (o = t.memoizedState),
                a.parent === r
                  ? ((r = o.cache), Ca(t, L, r), r !== a.cache && Ta(t, [L], n, !0))
                  : ((a = { parent: r, cache: r }),
                    (t.memoizedState = a),
                    t.lanes === 0 && (t.memoizedState = t.updateQueue.baseState = a),
                    Ca(t, L, r))),
            Ic(e, t, t.pendingProps.children, n),
            t.child
          );
        case 30:
          return (
            t.stateNode === null &&
              (t.stateNode = { autoName: null, paired: null, clones: null, ref: null }),
            (r = t.pendingProps),
            r.name != null && r.name !== `auto`
              ? (t.flags |= e === null ? 18882560 : 18874368)
              : F && sa(t),
            e !== null && e.memoizedProps.name !== r.name ? (t.flags |= 4194816) : Kc(e, t),
            Ic(e, t, r.children, n),
            t.child
          );
        case 29:
          throw t.pendingProps;
      }
      throw Error(i(156, t.tag));
    }
    function hl(e) {
      e.flags |= 4;
    }
    function gl(e, t, n, r, i) {
      var a;
      if (
        ((a = !!(e.mode & 32)) &&
          (a = n === null ? Jm(t, r) : Jm(t, r) && (r.src !== n.src || r.srcSet !== n.srcSet)),
        a)
      ) {
        if (((e.flags |= 16777216), (i & 335544128) === i)) {
          if (e.stateNode.complete) e.flags |= 8192;
          else if (Ud()) e.flags |= 8192;
          else throw ((ao = to), $a);
        }
      } else e.flags &= -16777217;
    }
    function _l(e, t) {
      if (t.type !== `stylesheet` || t.state.loading & 4) e.flags &= -16777217;
      else if (((e.flags |= 16777216), !Ym(t))) {
        if (Ud()) e.flags |= 8192;
        else throw ((ao = to), $a);
      }
    }
    function vl(e, t) {
      (t !== null && (e.flags |= 4),
        e.flags & 16384 && ((t = e.tag === 22 ? 536870912 : bt()), (e.lanes |= t), (dd |= t)));
    }
    function yl(e, t) {
      if (!F)
        switch (e.tailMode) {
          case `visible`:
            break;
          case `collapsed`:
            for (var n = e.tail, r = null; n !== null;)
              (n.alternate !== null && (r = n), (n = n.sibling));
            r === null
              ? t || e.tail === null
                ? (e.tail = null)
                : (e.tail.sibling = null)
              : (r.sibling = null);
            break;
          default:
            for (t = e.tail, n = null; t !== null;)
              (t.alternate !== null && (n = t), (t = t.sibling));
            n === null ? (e.tail = null) : (n.sibling = null);
        }
    }
    function H(e) {
      var t = e.alternate !== null && e.alternate.child === e.child,
        n = 0,
        r = 0;
      if (t)
        for (var i = e.child; i !== null;)
          ((n |= i.lanes | i.childLanes),
            (r |= i.subtreeFlags & 1206910976),
            (r |= i.flags & 1206910976),
            (i.return = e),
            (i = i.sibling));
      else
        for (i = e.child; i !== null;)
          ((n |= i.lanes | i.childLanes),
            (r |= i.subtreeFlags),
            (r |= i.flags),
            (i.return = e),
            (i = i.sibling));
      return ((e.subtreeFlags |= r), (e.childLanes = n), t);
    }
    function bl(e, t, n) {
      var r = t.pendingProps;
      switch ((ca(t), t.tag)) {
        case 16:
        case 15:
        case 0:
        case 11:
        case 7:
        case 8:
        case 12:
        case 9:
        case 14:
          return (H(t), null);
        case 1:
          return (H(t), null);
        case 3:
          return (
            (n = t.stateNode),
            (r = null),
            e !== null && (r = e.memoizedState.cache),
            t.memoizedState.cache !== r && (t.flags |= 2048),
            wa(L),
            Ie(),
            n.pendingContext && ((n.context = n.pendingContext), (n.pendingContext = null)),
            (e === null || e.child === null) &&
              (ga(t)
                ? hl(t)
                : e === null ||
                  (e.memoizedState.isDehydrated && !(t.flags & 256)) ||
                  ((t.flags |= 1024), va())),
            H(t),
            null
          );
        case 26:
          var a = t.type,
            o = t.memoizedState;
          return (
            e === null
              ? (hl(t), o === null ? (H(t), gl(t, a, null, r, n)) : (H(t), _l(t, o)))
              : o
                ? o === e.memoizedState
                  ? (H(t), (t.flags &= -16777217))
                  : (hl(t), H(t), _l(t, o))
                : ((e = e.memoizedProps), e !== r && hl(t), H(t), gl(t, a, e, r, n)),
            null
          );
        case 27:
          if ((Re(t), (n = Ne.current), (a = t.type), e !== null && t.stateNode != null))
            e.memoizedProps !== r && hl(t);
          else {
            if (!r) {
              if (t.stateNode === null) throw Error(i(166));
              return (H(t), (t.subtreeFlags &= -33554433), null);
            }
            ((e = je.current), ga(t) ? ma(t, e) : ((e = hm(a, r, n)), (t.stateNode = e), hl(t)));
          }
          return (H(t), (t.subtreeFlags &= -33554433), null);
        case 5:
          if ((Re(t), (a = t.type), e !== null && t.stateNode != null))
            e.memoizedProps !== r && hl(t);
          else {
            if (!r) {
              if (t.stateNode === null) throw Error(i(166));
              return (H(t), (t.subtreeFlags &= -33554433), null);
            }
            if (((o = je.current), ga(t))) ma(t, o);
            else {
              var s = lp(Ne.current);
              switch (o) {
                case 1:
                  o = s.createElementNS(`http://www.w3.org/2000/svg`, a);
                  break;
                case 2:
                  o = s.createElementNS(`http://www.w3.org/1998/Math/MathML`, a);
                  break;
                default:
                  switch (a) {
                    case `svg`:
                      o = s.createElementNS(`http://www.w3.org/2000/svg`, a);
                      break;
                    case `math`:
                      o = s.createElementNS(`http://www.w3.org/1998/Math/MathML`, a);
                      break;
                    case `script`:
                      ((o = s.createElement(`div`)),
                        (o.innerHTML = `<script><\/script>`),
                        (o = o.removeChild(o.firstChild)));
                      break;
                    case `select`:
                      ((o =
                        typeof r.is == `string`
                          ? s.createElement(`select`, { is: r.is })
                          : s.createElement(`select`)),
                        r.multiple ? (o.multiple = !0) : r.size && (o.size = r.size));
                      break;
                    default:
                      o =
                        typeof r.is == `string`
                          ? s.createElement(a, { is: r.is })
                          : s.createElement(a);
                  }
              }
              ((o[Mt] = t), (o[Nt] = r));
              a: for (s = t.child; s !== null;) {
                if (s.tag === 5 || s.tag === 6) o.appendChild(s.stateNode);
                else if (s.tag !== 4 && s.tag !== 27 && s.child !== null) {
                  ((s.child.return = s), (s = s.child));
                  continue;
                }
                if (s === t) break a;
                for (; s.sibling === null;) {
                  if (s.return === null || s.return === t) break a;
                  s = s.return;
                }
                ((s.sibling.return = s.return), (s = s.sibling));
              }
              t.stateNode = o;
              a: switch ((np(o, a, r), a)) {
                case `button`:
                case `input`:
                case `select`:
                case `textarea`:
                  r = !!r.autoFocus;
                  break a;
                case `img`:
                  r = !0;
                  break a;
                default:
                  r = !1;
              }
              r && hl(t);
            }
          }
          return (
            H(t),
            (t.subtreeFlags &= -33554433),
            gl(t, t.type, e === null ? null : e.memoizedProps, t.pendingProps, n),
            null
          );
        case 6:
          if (e && t.stateNode != null) e.memoizedProps !== r && hl(t);
          else {
            if (typeof r != `string` && t.stateNode === null) throw Error(i(166));
            if (((e = Ne.current), ga(t))) {
              if (((e = t.stateNode), (n = t.memoizedProps), (r = null), (a = N), a !== null))
                switch (a.tag) {
                  case 27:
                  case 5:
                    r = a.memoizedProps;
                }
              ((e[Mt] = t),
                (e = !!(
                  e.nodeValue === n ||
                  (r !== null && !0 === r.suppressHydrationWarning) ||
                  ep(e.nodeValue, n)
                )),
                e || pa(t, !0));
            } else ((e = lp(e).createTextNode(r)), (e[Mt] = t), (t.stateNode = e));
          }
          return (H(t), null);
        case 31:
          if (((n = t.memoizedState), e === null || e.memoizedState !== null)) {
            if (((r = ga(t)), n !== null)) {
              if (e === null) {
                if (!r) throw Error(i(318));
                if (((e = t.memoizedState), (e = e === null ? null : e.dehydrated), !e))
                  throw Error(i(557));
                e[Mt] = t;
              } else (_a(), !(t.flags & 128) && (t.memoizedState = null), (t.flags |= 4));
              (H(t), (e = !1));
            } else
              ((n = va()),
                e !== null && e.memoizedState !== null && (e.memoizedState.hydrationErrors = n),
                (e = !0));
            if (!e) return t.flags & 256 ? (Bo(t), t) : (Bo(t), null);
            if (t.flags & 128) throw Error(i(558));
          }
          return (H(t), null);
        case 13:
          if (
            ((r = t.memoizedState),
            e === null || (e.memoizedState !== null && e.memoizedState.dehydrated !== null))
          ) {
            if (((a = ga(t)), r !== null && r.dehydrated !== null)) {
              if (e === null) {
                if (!a) throw Error(i(318));
                if (((a = t.memoizedState), (a = a === null ? null : a.dehydrated), !a))
                  throw Error(i(317));
                a[Mt] = t;
              } else (_a(), !(t.flags & 128) && (t.memoizedState = null), (t.flags |= 4));
              (H(t), (a = !1));
            } else
              ((a = va()),
                e !== null && e.memoizedState !== null && (e.memoizedState.hydrationErrors = a),
                (a = !0));
            if (!a) return t.flags & 256 ? (Bo(t), t) : (Bo(t), null);
          }
          return (
            Bo(t),
            t.flags & 128
              ? ((t.lanes = n), t)
              : ((n = r !== null),
                (e = e !== null && e.memoizedState !== null),
                n &&
                  ((r = t.child),
                  (a = null),
                  r.alternate !== null &&
                    r.alternate.memoizedState !== null &&
                    r.alternate.memoizedState.cachePool !== null &&
                    (a = r.alternate.memoizedState.cachePool.pool),
                  (o = null),
                  r.memoizedState !== null &&
                    r.memoizedState.cachePool !== null &&
                    (o = r.memoizedState.cachePool.pool),
                  o !== a && (r.flags |= 2048)),
                n !== e && n && (t.child.flags |= 8192),
                vl(t, t.updateQueue),
                H(t),
                null)
          );
        case 4:
          return (
            Ie(),
            e === null && Wf(t.stateNode.containerInfo),
            (t.flags |= 67108864),
            H(t),
            null
          );
        case 10:
          return (wa(t.type), H(t), null);
        case 19:
          if ((Uo(t), (r = t.memoizedState), r === null)) return (H(t), null);
          if (((a = !!(t.flags & 128)), (o = r.rendering), o === null)) {
            if (a) yl(r, !1);
            else {
              if (od !== 0 || (e !== null && e.flags & 128))
                for (e = t.child; e !== null;) {
                  if (((o = Wo(e)), o !== null)) {
                    for (
                      t.flags |= 128,
                        yl(r, !1),
                        e = o.updateQueue,
                        t.updateQueue = e,
                        vl(t, e),
                        t.subtreeFlags = 0,
                        e = n,
                        n = t.child;
                      n !== null;
                    )
                      (Ui(n, e), (n = n.sibling));
                    return (Ho(t, (Vo.current & 1) | 2), F && aa(t, r.treeForkCount), t.child);
                  }
                  e = e.sibling;
                }
              r.tail !== null &&
                Ze() > _d &&
                ((t.flags |= 128), (a = !0), yl(r, !1), (t.lanes = 4194304));
            }
          } else {
            if (!a) {
              if (((e = Wo(o)), e !== null)) {
                if (
                  ((t.flags |= 128),
                  (a = !0),
                  (e = e.updateQueue),
                  (t.updateQueue = e),
                  vl(t, e),
                  yl(r, !0),
                  r.tail === null &&
                    r.tailMode !== `collapsed` &&
                    r.tailMode !== `visible` &&
                    !o.alternate &&
                    !F)
                )
                  return (H(t), null);
              } else
                2 * Ze() - r.renderingStartTime > _d &&
                  n !== 536870912 &&
                  ((t.flags |= 128), (a = !0), yl(r, !1), (t.lanes = 4194304));
            }
            r.isBackwards
              ? ((o.sibling = t.child), (t.child = o))
              : ((e = r.last), e === null ? (t.child = o) : (e.sibling = o), (r.last = o));
          }
          if (r.tail !== null) {
            e = r.tail;
            a: {
              for (n = e; n !== null;) {
                if (n.alternate !== null) {
                  n = !1;
                  break a;
                }
                n = n.sibling;
              }
              n = !0;
            }
            return (
              (r.rendering = e),
              (r.tail = e.sibling),
              (r.renderingStartTime = Ze()),
              (e.sibling = null),
              (o = Vo.current),
              (o = a ? (o & 1) | 2 : o & 1),
              r.tailMode === `visible` || r.tailMode === `collapsed` || !n || F
                ? Ho(t, o)
                : ((n = o), D(Po, t), D(Vo, n), Fo === null && (Fo = t)),
              F && aa(t, r.treeForkCount),
              e
            );
          }
          return (H(t), null);
        case 22:
        case 23:
          return (
            Bo(t),
            No(),
            (r = t.memoizedState !== null),
            e === null
              ? r && (t.flags |= 8192)
              : (e.memoizedState !== null) !== r && (t.flags |= 8192),
            r
              ? n & 536870912 && !(t.flags & 128) && (H(t), t.subtreeFlags & 6 && (t.flags |= 8192))
              : H(t),
            (n = t.updateQueue),
            n !== null && vl(t, n.retryQueue),
            (n = null),
            e !== null &&
              e.memoizedState !== null &&
              e.memoizedState.cachePool !== null &&
              (n = e.memoizedState.cachePool.pool),
            (r = null),
            t.memoizedState !== null &&
              t.memoizedState.cachePool !== null &&
              (r = t.memoizedState.cachePool.pool),
            r !== n && (t.flags |= 2048),
            e !== null && Ae(Ja),
            null
          );
        case 24:
          return (
            (n = null),
            e !== null && (n = e.memoizedState.cache),
            t.memoizedState.cache !== n && (t.flags |= 2048),
            wa(L),
            H(t),
            null
          );
        case 25:
          return null;
        case 30:
          return ((t.flags |= 33554432), H(t), null);
      }
      throw Error(i(156, t.tag));
    }
    function xl(e, t) {
      switch ((ca(t), t.tag)) {
        case 1:
          return ((e = t.flags), e & 65536 ? ((t.flags = (e & -65537) | 128), t) : null);
        case 3:
          return (
            wa(L),
            Ie(),
            (e = t.flags),
            e & 65536 && !(e & 128) ? ((t.flags = (e & -65537) | 128), t) : null
          );
        case 26:
        case 27:
        case 5:
          return (Re(t), null);
        case 31:
          if (t.memoizedState !== null) {
            if ((Bo(t), t.alternate === null)) throw Error(i(340));
            _a();
          }
          return ((e = t.flags), e & 65536 ? ((t.flags = (e & -65537) | 128), t) : null);
        case 13:
          if ((Bo(t), (e = t.memoizedState), e !== null && e.dehydrated !== null)) {
            if (t.alternate === null) throw Error(i(340));
            _a();
          }
          return ((e = t.flags), e & 65536 ? ((t.flags = (e & -65537) | 128), t) : null);
        case 19:
          return (
            Uo(t),
            (e = t.flags),
            e & 65536
              ? ((t.flags = (e & -65537) | 128),
                (e = t.memoizedState),
                e !== null && ((e.rendering = null), (e.tail = null)),
                (t.flags |= 4),
                t)
              : null
          );
        case 4:
          return (Ie(), null);
        case 10:
          return (wa(t.type), null);
        case 22:
        case 23:
          return (
            Bo(t),
            No(),
            e !== null && Ae(Ja),
            (e = t.flags),
            e & 65536 ? ((t.flags = (e & -65537) | 128), t) : null
          );
        case 24:
          return (wa(L), null);
        case 25:
          return null;
        default:
          return null;
      }
    }
    function Sl(e, t) {
      switch ((ca(t), t.tag)) {
        case 3:
          (wa(L), Ie());
          break;
        case 26:
        case 27:
        case 5:
          Re(t);
          break;
        case 4:
          Ie();
          break;
        case 31:
          t.memoizedState !== null && Bo(t);
          break;
        case 13:
          Bo(t);
          break;
        case 19:
          Uo(t);
          break;
        case 10:
          wa(t.type);
          break;
        case 22:
        case 23:
          (Bo(t), No(), e !== null && Ae(Ja));
          break;
        case 24:
          wa(L);
      }
    }
    function Cl(e, t) {
      try {
        var n = t.updateQueue,
          r = n === null ? null : n.lastEffect;
        if (r !== null) {
          var i = r.next;
          n = i;
          do {
            if ((n.tag & e) === e) {
              r = void 0;
              var a = n.create,
                o = n.inst;
              ((r = a()), (o.destroy = r));
            }
            n = n.next;
          } while (n !== i);
        }
      } catch (e) {
        Z(t, t.return, e);
      }
    }
    function wl(e, t, n) {
      try {
        var r = t.updateQueue,
          i = r === null ? null : r.lastEffect;
        if (i !== null) {
          var a = i.next;
          r = a;
          do {
            if ((r.tag & e) === e) {
              var o = r.inst,
                s = o.destroy;
              if (s !== void 0) {
                ((o.destroy = void 0), (i = t));
                var c = n,
                  l = s;
                try {
                  l();
                } catch (e) {
                  Z(i, c, e);
                }
              }
            }
            r = r.next;
          } while (r !== a);
        }
      } catch (e) {
        Z(t, t.return, e);
      }
    }
    function Tl(e) {
      var t = e.updateQueue;
      if (t !== null) {
        var n = e.stateNode;
        try {
          Oo(t, n);
        } catch (t) {
          Z(e, e.return, t);
        }
      }
    }
    function El(e, t, n) {
      ((n.props = wc(e.type, e.memoizedProps)), (n.state = e.memoizedState));
      try {
        n.componentWillUnmount();
      } catch (n) {
        Z(e, t, n);
      }
    }
    function Dl(e, t) {
      try {
        var n = e.ref;
        if (n !== null) {
          switch (e.tag) {
            case 26:
            case 27:
            case 5:
              var r = e.stateNode;
              break;
            case 30:
              var i = e.stateNode,
                a = Ti(e.memoizedProps, i);
              ((i.ref === null || i.ref.name !== a) && (i.ref = Pp(a)), (r = i.ref));
              break;
            case 7:
              if (e.stateNode === null) {
                var o = new Fp(e);
                (h(e.child, !1, Qp, o, void 0, void 0), (e.stateNode = o));
              }
              r = e.stateNode;
              break;
            default:
              r = e.stateNode;
          }
          typeof n == `function` ? (e.refCleanup = n(r)) : (n.current = r);
        }
      } catch (n) {
        Z(e, t, n);
      }
    }
    function Ol(e, t) {
      var n = e.ref,
        r = e.refCleanup;
      if (n !== null) {
        if (typeof r == `function`)
          try {
            r();
          } catch (n) {
            Z(e, t, n);
          } finally {
            ((e.refCleanup = null), (e = e.alternate), e != null && (e.refCleanup = null));
          }
        else if (typeof n == `function`)
          try {
            n(null);
          } catch (n) {
            Z(e, t, n);
          }
        else n.current = null;
      }
    }
    function kl(e, t) {
      if ((e.tag === 5 || e.tag === 27 || e.tag === 6) && e.alternate === null && t !== null)
        for (var n = 0; n < t.length; n++) em(e.stateNode, t[n]);
    }
    function Al(e) {
      for (var t = e.return; t !== null && (Nl(t) && em(e.stateNode, t.stateNode), !Ml(t));)
        t = t.return;
    }
    function jl(e) {
      for (var t = e.return; t !== null && (Nl(t) && tm(e.stateNode, t.stateNode), !Ml(t));)
        t = t.return;
    }
    function Ml(e) {
      return e.tag === 5 || e.tag === 3 || e.tag === 27;
    }
    function Nl(e) {
      return e && e.tag === 7 && e.stateNode !== null;
    }
    function Pl(e) {
      var t = e.type,
        n = e.memoizedProps,
        r = e.stateNode;
      try {
        a: switch (t) {
          case `button`:
          case `input`:
          case `select`:
          case `textarea`:
            n.autoFocus && r.focus();
            break a;
          case `img`:
            n.src ? (r.src = n.src) : n.srcSet && (r.srcset = n.srcSet);
        }
      } catch (t) {
        Z(e, e.return, t);
      }
    }
    function Fl(e, t, n) {
      try {
        var r = e.stateNode;
        (ip(r, e.type, n, t), (r[Nt] = t));
      } catch (t) {
        Z(e, e.return, t);
      }
    }
    function Il(e) {
      return (
        e.tag === 5 || e.tag === 3 || e.tag === 26 || (e.tag === 27 && Sp(e.type)) || e.tag === 4
      );
    }
    function Ll(e) {
      a: for (;;) {
        for (; e.sibling === null;) {
          if (e.return === null || Il(e.return)) return null;
          e = e.return;
        }
        for (
          e.sibling.return = e.return, e = e.sibling;
          e.tag !== 5 && e.tag !== 6 && e.tag !== 18;
        ) {
          if ((e.tag === 27 && Sp(e.type)) || e.flags & 2 || e.child === null || e.tag === 4)
            continue a;
          ((e.child.return = e), (e = e.child));
        }
        if (!(e.flags & 2)) return e.stateNode;
      }
    }
    function Rl(e, t, n, r) {
      var i = e.tag;
      if (i === 5 || i === 6)
        ((i = e.stateNode),
          t
            ? (n.nodeType === 9
                ? n.body
                : n.nodeName === `HTML`
                  ? n.ownerDocument.body
                  : n
              ).insertBefore(i, t)
            : ((t = n.nodeType === 9 ? n.body : n.nodeName === `HTML` ? n.ownerDocument.body : n),
              t.appendChild(i),
              (n = n._reactRootContainer),
              n != null || t.onclick !== null || (t.onclick = On)),
          kl(e, r),
          (k = !0));
      else if (
        i !== 4 &&
        (i === 27 && (kl(e, r), (r = null), Sp(e.type) && ((n = e.stateNode), (t = null))),
        (e = e.child),
        e !== null)
      )
        for (Rl(e, t, n, r), e = e.sibling; e !== null;) (Rl(e, t, n, r), (e = e.sibling));
    }
    function zl(e, t, n, r) {
      var i = e.tag;
      if (i === 5 || i === 6)
        ((i = e.stateNode), t ? n.insertBefore(i, t) : n.appendChild(i), kl(e, r), (k = !0));
      else if (
        i !== 4 &&
        (i === 27 && (kl(e, r), (r = null), Sp(e.type) && (n = e.stateNode)),
        (e = e.child),
        e !== null)
      )
        for (zl(e, t, n, r), e = e.sibling; e !== null;) (zl(e, t, n, r), (e = e.sibling));
    }
    function Bl(e) {
      var t = e.stateNode,
        n = e.memoizedProps;
      try {
        for (var r = e.type, i = t.attributes; i.length;) t.removeAttributeNode(i[0]);
        (np(t, r, n), (t[Mt] = e), (t[Nt] = n));
      } catch (t) {
        Z(e, e.return, t);
      }
    }
    var Vl = !1,
      Hl = null;
    function Ul(e) {
      (e.tag === 30 || e.subtreeFlags & 33554432) && (Vl = !0);
    }
    var Wl = null;
    function Gl() {
      var e = Wl;
      return ((Wl = null), e);
    }
    var Kl = 0;
    function ql(e, t, n, r, i) {
      return ((Kl = 0), Jl(e.child, t, n, r, i));
    }
    function Jl(e, t, n, r, i) {
      for (var a = !1; e !== null;) {
        if (e.tag === 5) {
          var o = e.stateNode;
          if (r !== null) {
            var s = Op(o);
            (r.push(s), s.view && (a = !0));
          } else a || (Op(o).view && (a = !0));
          ((Vl = !0), Tp(o, Kl === 0 ? t : t + `_` + Kl, n), Kl++);
        } else
          (e.tag === 22 && e.memoizedState !== null) ||
            (e.tag === 30 && i) ||
            (Jl(e.child, t, n, r, i) && (a = !0));
        e = e.sibling;
      }
      return a;
    }
    function Yl(e, t) {
      for (; e !== null;)
        (e.tag === 5
          ? Ep(e.stateNode, e.memoizedProps)
          : (e.tag === 22 && e.memoizedState !== null) || (e.tag === 30 && t) || Yl(e.child, t),
          (e = e.sibling));
    }
    function Xl(e) {
      if (e.subtreeFlags & 18874368)
        for (e = e.child; e !== null;) {
          if (
            (e.tag !== 22 || e.memoizedState === null) &&
            (Xl(e), e.tag === 30 && e.flags & 18874368 && e.stateNode.paired)
          ) {
            var t = e.memoizedProps;
            if (t.name == null || t.name === `auto`) throw Error(i(544));
            var n = t.name;
            ((t = Di(t.default, t.share)),
              t !== `none` && (ql(e, n, t, null, !1) || Yl(e.child, !1)));
          }
          e = e.sibling;
        }
    }
    function Zl(e, t) {
      if (e.tag === 30) {
        var n = e.stateNode,
          r = e.memoizedProps,
          i = Ti(r, n),
          a = Di(r.default, n.paired ? r.share : r.enter);
        a === `none`
          ? Xl(e)
          : ql(e, i, a, null, !1)
            ? (Xl(e), n.paired || t || Nd(e, r.onEnter))
            : Yl(e.child, !1);
      } else if (e.subtreeFlags & 33554432)
        for (e = e.child; e !== null;) (Zl(e, t), (e = e.sibling));
      else Xl(e);
    }
    function Ql(e) {
      if (Hl !== null && Hl.size !== 0) {
        var t = Hl;
        if (e.subtreeFlags & 18874368)
          for (e = e.child; e !== null;) {
            if (e.tag !== 22 || e.memoizedState === null) {
              if (e.tag === 30 && e.flags & 18874368) {
                var n = e.memoizedProps,
                  r = n.name;
                if (r != null && r !== `auto`) {
                  var i = t.get(r);
                  if (i !== void 0) {
                    var a = Di(n.default, n.share);
                    if (
                      (a !== `none` &&
                        (ql(e, r, a, null, !1)
                          ? ((a = e.stateNode), (i.paired = a), (a.paired = i), Nd(e, n.onShare))
                          : Yl(e.child, !1)),
                      t.delete(r),
                      t.size === 0)
                    )
                      break;
                  }
                }
              }
              Ql(e);
            }
            e = e.sibling;
          }
      }
    }
    function $l(e) {
      if (e.tag === 30) {
        var t = e.memoizedProps,
          n = Ti(t, e.stateNode),
          r = Hl === null ? void 0 : Hl.get(n),
          i = Di(t.default, r === void 0 ? t.exit : t.share);
        (i !== `none` &&
          (ql(e, n, i, null, !1)
            ? r === void 0
              ? Nd(e, t.onExit)
              : ((i = e.stateNode), (r.paired = i), (i.paired = r), Hl.delete(n), Nd(e, t.onShare))
            : Yl(e.child, !1)),
          Hl !== null && Ql(e));
      } else if (e.subtreeFlags & 33554432) for (e = e.child; e !== null;) ($l(e), (e = e.sibling));
      else Hl !== null && Ql(e);
    }
    function eu(e) {
      for (e = e.child; e !== null;) {
        if (e.tag === 30) {
          var t = e.memoizedProps,
            n = Ti(t, e.stateNode);
          ((t = Di(t.default, t.update)),
            (e.flags &= -5),
            t !== `none` && ql(e, n, t, (e.memoizedState = []), !1));
        } else e.subtreeFlags & 33554432 && eu(e);
        e = e.sibling;
      }
    }
    function tu(e) {
      if (e.subtreeFlags & 18874368)
        for (e = e.child; e !== null;) {
          if (e.tag !== 22 || e.memoizedState === null) {
            if (e.tag === 30 && e.flags & 18874368) {
              var t = e.stateNode;
              t.paired !== null && ((t.paired = null), Yl(e.child, !1));
            }
            tu(e);
          }
          e = e.sibling;
        }
    }
    function nu(e) {
      if (e.tag === 30) ((e.stateNode.paired = null), Yl(e.child, !1), tu(e));
      else if (e.subtreeFlags & 33554432) for (e = e.child; e !== null;) (nu(e), (e = e.sibling));
      else tu(e);
    }
    function ru(e) {
      for (e = e.child; e !== null;)
        (e.tag === 30 ? Yl(e.child, !1) : e.subtreeFlags & 33554432 && ru(e), (e = e.sibling));
    }
    function iu(e, t, n, r, i, a, o) {
      for (var s = !1; t !== null;) {
        if (t.tag === 5) {
          var c = t.stateNode;
          if (a !== null && Kl < a.length) {
            var l = a[Kl],
              u = Op(c);
            (l.view || u.view) && (s = !0);
            var d;
            if ((d = !(e.flags & 4))) {
              if (u.clip) d = !0;
              else {
                d = l.rect;
                var f = u.rect;
                d = d.y !== f.y || d.x !== f.x || d.height !== f.height || d.width !== f.width;
              }
            }
            (d && (e.flags |= 4),
              u.abs
                ? (u = !l.abs)
                : ((l = l.rect), (u = u.rect), (u = l.height !== u.height || l.width !== u.width)),
              u && (e.flags |= 32));
          } else e.flags |= 32;
          (e.flags & 4 && Tp(c, Kl === 0 ? n : n + `_` + Kl, i),
            (s && e.flags & 4) ||
              (Wl === null && (Wl = []), Wl.push(c, Kl === 0 ? r : r + `_` + Kl, t.memoizedProps)),
            Kl++);
        } else
          (t.tag !== 22 || t.memoizedState === null) &&
            (t.tag === 30 && o
              ? (e.flags |= t.flags & 32)
              : iu(e, t.child, n, r, i, a, o) && (s = !0));
        t = t.sibling;
      }
      return s;
    }
    function au(e, t) {
      for (e = e.child; e !== null;) {
        if (e.tag === 30) {
          var n = e.memoizedProps,
            r = e.stateNode,
            i = Ti(n, r),
            a = Di(n.default, n.update);
          if (t) {
            r = r.clones;
            var o = r === null ? null : r.map(kp);
          } else ((o = e.memoizedState), (e.memoizedState = null));
          r = e;
          var s = e.child;
          ((Kl = 0), (i = iu(r, s, i, i, a, o, !1)), e.flags & 4 && i && (t || Nd(e, n.onUpdate)));
        } else e.subtreeFlags & 33554432 && au(e, t);
        e = e.sibling;
      }
    }
    var ou = !1,
      U = !1,
      su = !1,
      cu = !1,
      lu = typeof WeakSet == `function` ? WeakSet : Set,
      uu = null,
      du = !1,
      fu = !1,
      pu = !1,
      mu = !1;
    function hu(e, t, n) {
      if (((e = e.containerInfo), (sp = gh), (e = ni(e)), ri(e))) {
        if (`selectionStart` in e) var r = { start: e.selectionStart, end: e.selectionEnd };
        else
          a: {
            r = ((r = e.ownerDocument) && r.defaultView) || window;
            var i = r.getSelection && r.getSelection();
            if (i && i.rangeCount !== 0) {
              r = i.anchorNode;
              var a = i.anchorOffset,
                o = i.focusNode;
              i = i.focusOffset;
              try {
                (r.nodeType, o.nodeType);
              } catch {
                r = null;
                break a;
              }
              var s = 0,
                c = -1,
                l = -1,
                u = 0,
                d = 0,
                f = e,
                p = null;
              b: for (;;) {
                for (
                  var m;
                  f !== r || (a !== 0 && f.nodeType !== 3) || (c = s + a),
                    f !== o || (i !== 0 && f.nodeType !== 3) || (l = s + i),
                    f.nodeType === 3 && (s += f.nodeValue.length),
                    (m = f.firstChild) !== null;
                )
                  ((p = f), (f = m));
                for (;;) {
                  if (f === e) break b;
                  if (
                    (p === r && ++u === a && (c = s),
                    p === o && ++d === i && (l = s),
                    (m = f.nextSibling) !== null)
                  )
                    break;
                  ((f = p), (p = f.parentNode));
                }
                f = m;
              }
              r = c === -1 || l === -1 ? null : { start: c, end: l };
            } else r = null;
          }
        r ||= { start: 0, end: 0 };
      } else r = null;
      for (
        cp = { focusedElem: e, selectionRange: r },
          gh = !1,
          n = (n & 335544064) === n,
          uu = t,
          t = n ? 9270 : 1024;
        uu !== null;
      ) {
        if (((e = uu), n && ((r = e.deletions), r !== null)))
          for (a = 0; a < r.length; a++) n && $l(r[a]);
        if (e.alternate === null && e.flags & 2) (n && Ul(e), gu(n));
        else {
          if (e.tag === 22) {
            if (((r = e.alternate), e.memoizedState !== null)) {
              (r !== null && r.memoizedState === null && n && $l(r), gu(n));
              continue;
            }
            if (r !== null && r.memoizedState !== null) {
              (n && Ul(e), gu(n));
              continue;
            }
          }
          ((r = e.child),
            (e.subtreeFlags & t) !== 0 && r !== null
              ? ((r.return = e), (uu = r))
              : (n && eu(e), gu(n)));
        }
      }
      Hl = null;
    }
    function gu(e) {
      for (; uu !== null;) {
        var t = uu,
          n = e,
          r = t.alternate,
          a = t.flags;
        switch (t.tag) {
          case 0:
          case 11:
          case 15:
            break;
          case 1:
            if (a & 1024 && r !== null) {
              ((n = void 0), (a = r.memoizedProps), (r = r.memoizedState));
              var o = t.stateNode;
              try {
                var s = wc(t.type, a);
                ((n = o.getSnapshotBeforeUpdate(s, r)),
                  (o.__reactInternalSnapshotBeforeUpdate = n));
              } catch (e) {
                Z(t, t.return, e);
              }
            }
            break;
          case 3:
            if (a & 1024) {
              if (((r = t.stateNode.containerInfo), (n = r.nodeType), n === 9)) nm(r);
              else if (n === 1)
                switch (r.nodeName) {
                  case `HEAD`:
                  case `HTML`:
                  case `BODY`:
                    nm(r);
                    break;
                  default:
                    r.textContent = ``;
                }
            }
            break;
          case 5:
          case 26:
          case 27:
          case 6:
          case 4:
          case 17:
            break;
          case 30:
            n &&
              r !== null &&
              ((n = Ti(r.memoizedProps, r.stateNode)),
              (a = t.memoizedProps),
              (a = Di(a.default, a.update)),
              a !== `none` && ql(r, n, a, (r.memoizedState = []), !0));
            break;
          default:
            if (a & 1024) throw Error(i(163));
        }
        if (((r = t.sibling), r !== null)) {
          ((r.return = t.return), (uu = r));
          break;
        }
        uu = t.return;
      }
    }
    function _u(e, t, n) {
      var r = n.flags;
      switch (n.tag) {
        case 0:
        case 11:
        case 15:
          (Iu(e, n), r & 4 && Cl(5, n));
          break;
        case 1:
          if ((Iu(e, n), r & 4)) {
            if (((e = n.stateNode), t === null))
              try {
                e.componentDidMount();
              } catch (e) {
                Z(n, n.return, e);
              }
            else {
              var i = wc(n.type, t.memoizedProps);
              t = t.memoizedState;
              try {
                e.componentDidUpdate(i, t, e.__reactInternalSnapshotBeforeUpdate);
              } catch (e) {
                Z(n, n.return, e);
              }
            }
          }
          (r & 64 && Tl(n), r & 512 && Dl(n, n.return));
          break;
        case 3:
          if ((Iu(e, n), r & 64 && ((e = n.updateQueue), e !== null))) {
            if (((t = null), n.child !== null))
              switch (n.child.tag) {
                case 27:
                case 5:
                  t = n.child.stateNode;
                  break;
                case 1:
                  t = n.child.stateNode;
              }
            try {
              Oo(e, t);
            } catch (e) {
              Z(n, n.return, e);
            }
          }
          break;
        case 27:
          t === null && r & 4 && Bl(n);
        case 26:
        case 5:
          (Iu(e, n), t === null && r & 4 && Pl(n), r & 512 && Dl(n, n.return));
          break;
        case 12:
          Iu(e, n);
          break;
        case 31:
          (Iu(e, n), r & 4 && Tu(e, n));
          break;
        case 13:
          (Iu(e, n),
            r & 4 && Eu(e, n),
            r & 64 &&
              ((e = n.memoizedState),
              e !== null &&
                ((e = e.dehydrated), e !== null && ((n = _f.bind(null, n)), cm(e, n)))));
          break;
        case 22:
          if (((r = n.memoizedState !== null || ou), !r)) {
            var a = (t !== null && t.memoizedState !== null) || U;
            ((t = ou),
              (i = U),
              (ou = r),
              (U = a) && !i ? ((r = 2), n.subtreeFlags & 8772 && (r |= 1), Ru(e, n, r)) : Iu(e, n),
              (ou = t),
              (U = i));
          }
          break;
        case 30:
          (Iu(e, n), r & 512 && Dl(n, n.return));
          break;
        case 7:
          r & 512 && Dl(n, n.return);
        default:
          Iu(e, n);
      }
    }
    function vu(e, t) {
      for (e = e.child; e !== null;) (yu(e, t), (e = e.sibling));
    }
    function yu(e, t) {
      switch (e.tag) {
        case 5:
        case 26:
          try {
            var n = e.stateNode;
            if (t) {
              var r = n.style;
              typeof r.setProperty == `function`
                ? r.setProperty(`display`, `none`, `important`)
                : (r.display = `none`);
            } else {
              var i = e.stateNode,
                a = e.memoizedProps.style,
                o = a != null && a.hasOwnProperty(`display`) ? a.display : null;
              i.style.display = o == null || typeof o == `boolean` ? `` : (`` + o).trim();
            }
          } catch (t) {
            Z(e, e.return, t);
          }
          bu(e, t);
          break;
        case 6:
          try {
            ((e.stateNode.nodeValue = t ? `` : e.memoizedProps), (k = !0));
          } catch (t) {
            Z(e, e.return, t);
          }
          break;
        case 18:
          try {
            var s = e.stateNode;
            t ? wp(s, !0) : wp(e.stateNode, !1);
          } catch (t) {
            Z(e, e.return, t);
          }
          break;
        case 22:
        case 23:
          e.memoizedState === null && vu(e, t);
          break;
        default:
          vu(e, t);
      }
    }
    function bu(e, t) {
      if (e.subtreeFlags & 67108864)
        for (e = e.child; e !== null;) {
          a: {
            var n = e,
              r = t;
            switch (n.tag) {
              case 4:
                yu(n, r);
                break a;
              case 22:
                n.memoizedState === null && bu(n, r);
                break a;
              default:
                bu(n, r);
            }
          }
          e = e.sibling;
        }
    }
    function xu(e) {
      var t = e.alternate;
      (t !== null && ((e.alternate = null), xu(t)),
        (e.child = null),
        (e.deletions = null),
        (e.sibling = null),
        e.tag === 5 && ((t = e.stateNode), t !== null && Vt(t)),
        (e.stateNode = null),
        (e.return = null),
        (e.dependencies = null),
        (e.memoizedProps = null),
        (e.memoizedState = null),
        (e.pendingProps = null),
        (e.stateNode = null),
        (e.updateQueue = null));
    }
    var W = null,
      Su = !1;
    function Cu(e, t, n) {
      for (n = n.child; n !== null;) (wu(e, t, n), (n = n.sibling));
    }
    function wu(e, t, n) {
      if (O && typeof O.onCommitFiberUnmount == `function`)
        try {
          O.onCommitFiberUnmount(ot, n);
        } catch {}
      switch (n.tag) {
        case 26:
          (U || Ol(n, t),
            Cu(e, t, n),
            n.memoizedState
              ? n.memoizedState.count--
              : n.stateNode && !U && ((n = n.stateNode), n.parentNode.removeChild(n)));
          break;
        case 27:
          (U || Ol(n, t), jl(n));
          var r = W,
            i = Su;
          (Sp(n.type) && ((W = n.stateNode), (Su = !1)),
            Cu(e, t, n),
            gm(n.stateNode, n.type, n.memoizedProps),
            (W = r),
            (Su = i));
          break;
        case 5:
          (U || Ol(n, t), jl(n));
        case 6:
          if (
            (n.tag === 6 && jl(n),
            (r = W),
            (i = Su),
            (W = null),
            Cu(e, t, n),
            (W = r),
            (Su = i),
            W !== null)
          ) {
            if (Su)
              try {
                ((W.nodeType === 9
                  ? W.body
                  : W.nodeName === `HTML`
                    ? W.ownerDocument.body
                    : W
                ).removeChild(n.stateNode),
                  (k = !0));
              } catch (e) {
                Z(n, t, e);
              }
            else
              try {
                (W.removeChild(n.stateNode), (k = !0));
              } catch (e) {
                Z(n, t, e);
              }
          }
          break;
        case 18:
          W !== null &&
            (Su
              ? ((e = W),
                Cp(
                  e.nodeType === 9 ? e.body : e.nodeName === `HTML` ? e.ownerDocument.body : e,
                  n.stateNode,
                ),
                Hh(e))
              : Cp(W, n.stateNode));
          break;
        case 4:
          ((r = W),
            (i = Su),
            (W = n.stateNode.containerInfo),
            (Su = !0),
            Cu(e, t, n),
            (W = r),
            (Su = i));
          break;
        case 0:
        case 11:
        case 14:
        case 15:
          (wl(2, n, t), U || wl(4, n, t), Cu(e, t, n));
          break;
        case 1:
          (U ||
            (Ol(n, t),
            (r = n.stateNode),
            typeof r.componentWillUnmount == `function` && El(n, t, r)),
            Cu(e, t, n));
          break;
        case 21:
          Cu(e, t, n);
          break;
        case 22:
          ((U = (r = U) || n.memoizedState !== null), Cu(e, t, n), (U = r));
          break;
        case 30:
          (Ol(n, t), Cu(e, t, n));
          break;
        case 7:
          (U || Ol(n, t), Cu(e, t, n));
          break;
        default:
          Cu(e, t, n);
      }
    }
    function Tu(e, t) {
      if (
        t.memoizedState === null &&
        ((e = t.alternate), e !== null && ((e = e.memoizedState), e !== null))
      ) {
        e = e.dehydrated;
        try {
          Hh(e);
        } catch (e) {
          Z(t, t.return, e);
        }
      }
    }
    function Eu(e, t) {
      if (
        t.memoizedState === null &&
        ((e = t.alternate),
        e !== null && ((e = e.memoizedState), e !== null && ((e = e.dehydrated), e !== null)))
      )
        try {
          Hh(e);
        } catch (e) {
          Z(t, t.return, e);
        }
    }
    function Du(e) {
      switch (e.tag) {
        case 31:
        case 13:
        case 19:
          var t = e.stateNode;
          return (t === null && (t = e.stateNode = new lu()), t);
        case 22:
          return (
            (e = e.stateNode),
            (t = e._retryCache),
            t === null && (t = e._retryCache = new lu()),
            t
          );
        default:
          throw Error(i(435, e.tag));
      }
    }
    function Ou(e, t) {
      var n = Du(e);
      t.forEach(function (t) {
        if (!n.has(t)) {
          n.add(t);
          var r = vf.bind(null, e, t);
          t.then(r, r);
        }
      });
    }
    function ku(e, t, n) {
      var r = t.deletions;
      if (r !== null)
        for (var a = 0; a < r.length; a++) {
          var o = r[a],
            s = e,
            c = t,
            l = c;
          a: for (; l !== null;) {
            switch (l.tag) {
              case 27:
                if (Sp(l.type)) {
                  ((W = l.stateNode), (Su = !1));
                  break a;
                }
                break;
              case 5:
                ((W = l.stateNode), (Su = !1));
                break a;
              case 3:
              case 4:
                ((W = l.stateNode.containerInfo), (Su = !0));
                break a;
            }
            l = l.return;
          }
          if (W === null) throw Error(i(160));
          (wu(s, c, o),
            (W = null),
            (Su = !1),
            (s = o.alternate),
            s !== null && (s.return = null),
            (o.return = null));
        }
      if (t.subtreeFlags & 13886) for (t = t.child; t !== null;) (ju(t, e, n), (t = t.sibling));
    }
    var Au = null;
    function ju(e, t, n) {
      var r = e.alternate,
        a = e.flags;
      switch (e.tag) {
        case 0:
        case 11:
        case 14:
        case 15:
          if (a & 4 && ((r = e.updateQueue), (r = r === null ? null : r.events), r !== null))
            for (var o = 0; o < r.length; o++) {
              var s = r[o];
              s.ref.impl = s.nextImpl;
            }
          (ku(t, e, n), Mu(e), a & 4 && (wl(3, e, e.return), Cl(3, e), wl(5, e, e.return)));
          break;
        case 1:
          (ku(t, e, n),
            Mu(e),
            a & 512 && (U || r === null || Ol(r, r.return)),
            a & 64 &&
              ou &&
              ((e = e.updateQueue),
              e !== null &&
                ((t = e.callbacks),
                t !== null &&
                  ((n = e.shared.hiddenCallbacks),
                  (e.shared.hiddenCallbacks = n === null ? t : n.concat(t))))));
          break;
        case 26:
          if (
            ((o = Au), ku(t, e, n), Mu(e), a & 512 && (U || r === null || Ol(r, r.return)), a & 4)
          ) {
            if (((a = r === null ? null : r.memoizedState), (n = e.memoizedState), r === null)) {
              if (n === null) {
                if (e.stateNode === null) {
                  if (ou) e.stateNode = fp(e.type, e.memoizedProps, t.containerInfo, e);
                  else {
                    a: {
                      ((t = e.type), (n = e.memoizedProps), (a = o.ownerDocument || o));
                      b: switch (t) {
                        case `title`:
                          ((r = a.getElementsByTagName(`title`)[0]),
                            (!r ||
                              r[zt] ||
                              r[Mt] ||
                              r.namespaceURI === `http://www.w3.org/2000/svg` ||
                              r.hasAttribute(`itemprop`)) &&
                              ((r = a.createElement(t)),
                              a.head.insertBefore(r, a.querySelector(`head > title`))),
                            np(r, t, n),
                            (r[Mt] = e),
                            Kt(r),
                            (t = r));
                          break a;
                        case `link`:
                          if ((o = Gm(`link`, `href`, a).get(t + (n.href || ``)))) {
                            for (s = 0; s < o.length; s++)
                              if (
                                ((r = o[s]),
                                r.getAttribute(`href`) ===
                                  (n.href == null || n.href === `` ? null : n.href) &&
                                  r.getAttribute(`rel`) === (n.rel == null ? null : n.rel) &&
                                  r.getAttribute(`title`) === (n.title == null ? null : n.title) &&
                                  r.getAttribute(`crossorigin`) ===
                                    (n.crossOrigin == null ? null : n.crossOrigin))
                              ) {
                                o.splice(s, 1);
                                break b;
                              }
                          }
                          ((r = a.createElement(t)), np(r, t, n), a.head.appendChild(r));
                          break;
                        case `meta`:
                          if ((o = Gm(`meta`, `content`, a).get(t + (n.content || ``)))) {
                            for (s = 0; s < o.length; s++)
                              if (
                                ((r = o[s]),
                                r.getAttribute(`content`) ===
                                  (n.content == null ? null : `` + n.content) &&
                                  r.getAttribute(`name`) === (n.name == null ? null : n.name) &&
                                  r.getAttribute(`property`) ===
                                    (n.property == null ? null : n.property) &&
                                  r.getAttribute(`http-equiv`) ===
                                    (n.httpEquiv == null ? null : n.httpEquiv) &&
                                  r.getAttribute(`charset`) ===
                                    (n.charSet == null ? null : n.charSet))
                              ) {
                                o.splice(s, 1);
                                break b;
                              }
                          }
                          ((r = a.createElement(t)), np(r, t, n), a.head.appendChild(r));
                          break;
                        default:
                          throw Error(i(468, t));
                      }
                      ((r[Mt] = e), Kt(r), (t = r));
                    }
                    e.stateNode = t;
                  }
                } else ou || Km(o, e.type, e.stateNode);
              } else e.stateNode = Bm(o, n, e.memoizedProps);
            } else
              a === n
                ? n === null && e.stateNode !== null && Fl(e, e.memoizedProps, r.memoizedProps)
                : (a === null
                    ? ((t = r.stateNode), t === null || U || t.parentNode.removeChild(t))
                    : a.count--,
                  n === null ? ou || Km(o, e.type, e.stateNode) : Bm(o, n, e.memoizedProps));
          }
          break;
        case 27:
          (ku(t, e, n),
            Mu(e),
            a & 512 && (U || r === null || Ol(r, r.return)),
            r !== null && a & 4 && Fl(e, e.memoizedProps, r.memoizedProps));
          break;
        case 5:
          if (
            ((o = su),
            (su = !1),
            ku(t, e, n),
            (su = o),
            Mu(e),
            a & 512 && (U || r === null || Ol(r, r.return)),
            e.flags & 32)
          ) {
            t = e.stateNode;
            try {
              (bn(t, ``), (k = !0));
            } catch (t) {
              Z(e, e.return, t);
            }
          }
          (a & 4 &&
            e.stateNode != null &&
            ((t = e.memoizedProps), Fl(e, t, r === null ? t : r.memoizedProps)),
            a & 1024 && (cu = !0));
          break;
        case 6:
          if ((ku(t, e, n), Mu(e), a & 4)) {
            if (e.stateNode === null) throw Error(i(162));
            ((t = e.memoizedProps), (n = e.stateNode));
            try {
              ((n.nodeValue = t), (k = !0));
            } catch (t) {
              Z(e, e.return, t);
            }
          }
          break;
        case 3:
          if (
            ((k = !1),
            (Wm = null),
            (o = Au),
            (Au = bm(t.containerInfo)),
            ku(t, e, n),
            (Au = o),
            Mu(e),
            a & 4 && r !== null && r.memoizedState.isDehydrated)
          )
            try {
              Hh(t.containerInfo);
            } catch (t) {
              Z(e, e.return, t);
            }
          (cu && ((cu = !1), Nu(e)), (k = !1));
          break;
        case 4:
          ((a = su),
            (su = ou),
            (r = nn()),
            (o = Au),
            (Au = bm(e.stateNode.containerInfo)),
            ku(t, e, n),
            Mu(e),
            (Au = o),
            k && fu && (pu = !0),
            (k = r),
            (su = a));
          break;
        case 12:
          (ku(t, e, n), Mu(e));
          break;
        case 31:
          (ku(t, e, n),
            Mu(e),
            a & 4 && ((t = e.updateQueue), t !== null && ((e.updateQueue = null), Ou(e, t))));
          break;
        case 13:
          (ku(t, e, n),
            Mu(e),
            e.child.flags & 8192 &&
              (e.memoizedState !== null) != (r !== null && r.memoizedState !== null) &&
              (hd = Ze()),
            a & 4 && ((t = e.updateQueue), t !== null && ((e.updateQueue = null), Ou(e, t))));
          break;
        case 22:
          ((o = e.memoizedState !== null), (s = r !== null && r.memoizedState !== null));
          var c = ou,
            l = U,
            u = su;
          ((ou = c || o),
            (su = u || o),
            (U = l || s),
            ku(t, e, n),
            (U = l),
            (su = u),
            (ou = c),
            Mu(e),
            a & 8192 &&
              ((t = e.stateNode),
              (t._visibility = o ? t._visibility & -2 : t._visibility | 1),
              !o ||
                r === null ||
                s ||
                ou ||
                U ||
                ((t = s || U),
                (n = ou),
                (r = U),
                (ou = o || ou),
                (U = t),
                Lu(e, 2),
                (ou = n),
                (U = r)),
              (!o && su) || vu(e, o)),
            a & 4 &&
              ((t = e.updateQueue),
              t !== null && ((n = t.retryQueue), n !== null && ((t.retryQueue = null), Ou(e, n)))));
          break;
        case 19:
          (ku(t, e, n),
            Mu(e),
            a & 4 && ((t = e.updateQueue), t !== null && ((e.updateQueue = null), Ou(e, t))));
          break;
        case 30:
          (a & 512 && (U || r === null || Ol(r, r.return)),
            (a = nn()),
            (o = fu),
            (s = (n & 335544064) === n),
            (c = e.memoizedProps),
            (fu = s && Di(c.default, c.update) !== `none`),
            ku(t, e, n),
            Mu(e),
            s && r !== null && k && (e.flags |= 4),
            (fu = o),
            (k = a));
          break;
        case 21:
          break;
        case 7:
          (a & 512 && (U || r === null || Ol(r, r.return)),
            r && r.stateNode !== null && (r.stateNode._fragmentFiber = e));
        default:
          (ku(t, e, n), Mu(e));
      }
    }
    function Mu(e) {
      var t = e.flags;
      if (t & 2) {
        try {
          for (var n, r = e.return; r !== null;) {
            if (Il(r)) {
              n = r;
              break;
            }
            r = r.return;
          }
          r = null;
          for (var a = e.return; a !== null;) {
            if (Nl(a)) {
              var o = a.stateNode;
              r === null ? (r = [o]) : r.push(o);
            }
            if (Ml(a)) break;
            a = a.return;
          }
          var s = r;
          if (n == null) throw Error(i(160));
          switch (n.tag) {
            case 27:
              var c = n.stateNode;
              zl(e, Ll(e), c, s);
              break;
            case 5:
              var l = n.stateNode;
              (n.flags & 32 && (bn(l, ``), (n.flags &= -33)), zl(e, Ll(e), l, s));
              break;
            case 3:
            case 4:
              var u = n.stateNode.containerInfo;
              Rl(e, Ll(e), u, s);
              break;
            default:
              throw Error(i(161));
          }
        } catch (t) {
          Z(e, e.return, t);
        }
        e.flags &= -3;
      }
      t & 4096 && (e.flags &= -4097);
    }
    function Nu(e) {
      if (e.subtreeFlags & 1024)
        for (e = e.child; e !== null;) {
          var t = e;
          (Nu(t),
            t.tag === 5 && t.flags & 1024 && ((t = t.stateNode), (gh = !0), t.reset(), (gh = !1)),
            (e = e.sibling));
        }
    }
    function Pu(e, t) {
      if (t.subtreeFlags & 9270) for (t = t.child; t !== null;) (Fu(t, e), (t = t.sibling));
      else au(t, !1);
    }
    function Fu(e, t) {
      var n = e.alternate;
      if (n === null) Zl(e, !1);
      else
        switch (e.tag) {
          case 3:
            if (((mu = du = !1), Gl(), Pu(t, e), !du && !pu)) {
              if (((e = Wl), e !== null))
                for (var r = 0; r < e.length; r += 3) {
                  n = e[r];
                  var i = e[r + 1];
                  (Ep(n, e[r + 2]),
                    (n = n.ownerDocument.documentElement),
                    n !== null &&
                      n.animate(
                        { opacity: [0, 0], pointerEvents: [`none`, `none`] },
                        {
                          duration: 0,
                          fill: `forwards`,
                          pseudoElement: `::view-transition-group(` + i + `)`,
                        },
                      ));
                }
              ((e = t.containerInfo),
                (e = e.nodeType === 9 ? e.documentElement : e.ownerDocument.documentElement),
                e !== null &&
                  e.style.viewTransitionName === `` &&
                  ((e.style.viewTransitionName = `none`),
                  e.animate(
                    { opacity: [0, 0], pointerEvents: [`none`, `none`] },
                    {
                      duration: 0,
                      fill: `forwards`,
                      pseudoElement: `::view-transition-group(root)`,
                    },
                  ),
                  e.animate(
                    { width: [0, 0], height: [0, 0] },
                    { duration: 0, fill: `forwards`, pseudoElement: `::view-transition` },
                  )),
                (mu = !0));
            }
            Wl = null;
            break;
          case 5:
            Pu(t, e);
            break;
          case 4:
            ((r = du), (du = !1), Pu(t, e), du && (pu = !0), (du = r));
            break;
          case 22:
            e.memoizedState === null && (n.memoizedState === null ? Pu(t, e) : Zl(e, !1));
            break;
          case 30:
            ((r = du), (i = Gl()), (du = !1), Pu(t, e), du && (e.flags |= 4));
            var a = e.memoizedProps,
              o = e.stateNode;
            ((t = Ti(a, o)), (o = Ti(n.memoizedProps, o)));
            var s = Di(a.default, a.update);
            (s === `none`
              ? (t = !1)
              : ((a = n.memoizedState),
                (n.memoizedState = null),
                (n = e.child),
                (Kl = 0),
                (t = iu(e, n, t, o, s, a, !0)),
                Kl !== (a === null ? 0 : a.length) && (e.flags |= 32)),
              e.flags & 4 && t
                ? (Nd(e, e.memoizedProps.onUpdate), (Wl = i))
                : i !== null && (i.push.apply(i, Wl), (Wl = i)),
              (du = e.flags & 32 ? !0 : r));
            break;
          default:
            Pu(t, e);
        }
    }
    function Iu(e, t) {
      if (t.subtreeFlags & 8772)
        for (t = t.child; t !== null;) (_u(e, t.alternate, t), (t = t.sibling));
    }
    function Lu(e, t) {
      for (e = e.child; e !== null;) {
        var n = e,
          r = t;
        switch (n.tag) {
          case 0:
          case 11:
          case 14:
          case 15:
            (wl(4, n, n.return), Lu(n, r));
            break;
          case 1:
            Ol(n, n.return);
            var i = n.stateNode;
            (typeof i.componentWillUnmount == `function` && El(n, n.return, i), Lu(n, r));
            break;
          case 27:
            r & 2 && gm(n.stateNode, n.type, n.memoizedProps);
          case 5:
            (Ol(n, n.return), (n.tag !== 5 && n.tag !== 27) || jl(n), Lu(n, r));
            break;
          case 6:
            jl(n);
            break;
          case 26:
            (Ol(n, n.return),
              (i = n.stateNode),
              n.memoizedState !== null || i === null || U || i.parentNode.removeChild(i),
              Lu(n, r));
            break;
          case 22:
            n.memoizedState === null && Lu(n, r);
            break;
          case 30:
            (Ol(n, n.return), Lu(n, r));
            break;
          case 7:
            Ol(n, n.return);
          default:
            Lu(n, r);
        }
        e = e.sibling;
      }
    }
    function Ru(e, t, n) {
      for (n = t.subtreeFlags & 8772 ? n : n & -2, t = t.child; t !== null;) {
        var r = t.alternate,
          i = e,
          a = t,
          o = a.flags,
          s = !!(n & 1);
        switch (a.tag) {
          case 0:
          case 11:
          case 15:
            (Ru(i, a, n), Cl(4, a));
            break;
          case 1:
            if ((Ru(i, a, n), (r = a), (i = r.stateNode), typeof i.componentDidMount == `function`))
              try {
                i.componentDidMount();
              } catch (e) {
                Z(r, r.return, e);
              }
            if (((r = a), (i = r.updateQueue), i !== null)) {
              var c = r.stateNode;
              try {
                var l = i.shared.hiddenCallbacks;
                if (l !== null)
                  for (i.shared.hiddenCallbacks = null, i = 0; i < l.length; i++) Do(l[i], c);
              } catch (e) {
                Z(r, r.return, e);
              }
            }
            (s && o & 64 && Tl(a), Dl(a, a.return));
            break;
          case 27:
            n & 2 && Bl(a);
          case 5:
            ((a.tag !== 5 && a.tag !== 27) || Al(a),
              Ru(i, a, n),
              s && r === null && o & 4 && Pl(a),
              Dl(a, a.return));
            break;
          case 6:
            Al(a);
            break;
          case 26:
            ((c = a.stateNode),
              a.memoizedState !== null || c === null || ou || Km(bm(c.ownerDocument), a.type, c),
              Ru(i, a, n),
              s && r === null && o & 4 && Pl(a),
              Dl(a, a.return));
            break;
          case 12:
            Ru(i, a, n);
            break;
          case 31:
            (Ru(i, a, n), s && o & 4 && Tu(i, a));
            break;
          case 13:
            (Ru(i, a, n), s && o & 4 && Eu(i, a));
            break;
          case 22:
            (a.memoizedState === null && Ru(i, a, n), Dl(a, a.return));
            break;
          case 30:
            (Ru(i, a, n), Dl(a, a.return));
            break;
          case 7:
            Dl(a, a.return);
          default:
            Ru(i, a, n);
        }
        t = t.sibling;
      }
    }
    function zu(e, t) {
      var n = null;
      (e !== null &&
        e.memoizedState !== null &&
        e.memoizedState.cachePool !== null &&
        (n = e.memoizedState.cachePool.pool),
        (e = null),
        t.memoizedState !== null &&
          t.memoizedState.cachePool !== null &&
          (e = t.memoizedState.cachePool.pool),
        e !== n && (e != null && e.refCount++, n != null && Ia(n)));
    }
    function Bu(e, t) {
      ((e = null),
        t.alternate !== null && (e = t.alternate.memoizedState.cache),
        (t = t.memoizedState.cache),
        t !== e && (t.refCount++, e != null && Ia(e)));
    }
    function Vu(e, t, n, r) {
      var i = (n & 335544064) === n;
      if (t.subtreeFlags & (i ? 10262 : 10256))
        for (t = t.child; t !== null;) (Hu(e, t, n, r), (t = t.sibling));
      else i && ru(t);
    }
    function Hu(e, t, n, r) {
      var i = (n & 335544064) === n;
      i && t.alternate === null && t.return !== null && t.return.alternate !== null && nu(t);
      var a = t.flags;
      switch (t.tag) {
        case 0:
        case 11:
        case 15:
          (Vu(e, t, n, r), a & 2048 && Cl(9, t));
          break;
        case 1:
          Vu(e, t, n, r);
          break;
        case 3:
          (Vu(e, t, n, r),
            i &&
              mu &&
              ((e = e.containerInfo),
              (e = e.nodeType === 9 ? e.body : e.nodeName === `HTML` ? e.ownerDocument.body : e),
              e.style.viewTransitionName === `root` && (e.style.viewTransitionName = ``),
              (e = e.ownerDocument.documentElement),
              e !== null &&
                e.style.viewTransitionName === `none` &&
                (e.style.viewTransitionName = ``)),
            a & 2048 &&
              ((a = null),
              t.alternate !== null && (a = t.alternate.memoizedState.cache),
              (t = t.memoizedState.cache),
              t !== a && (t.refCount++, a != null && Ia(a))));
          break;
        case 12:
          if (a & 2048) {
            (Vu(e, t, n, r), (a = t.stateNode));
            try {
              var o = t.memoizedProps,
                s = o.id,
                c = o.onPostCommit;
              typeof c == `function` &&
                c(s, t.alternate === null ? `mount` : `update`, a.passiveEffectDuration, -0);
            } catch (e) {
              Z(t, t.return, e);
            }
          } else Vu(e, t, n, r);
          break;
        case 31:
          Vu(e, t, n, r);
          break;
        case 13:
          Vu(e, t, n, r);
          break;
        case 23:
          break;
        case 22:
          ((o = t.stateNode),
            (s = t.alternate),
            t.memoizedState === null
              ? (i && s !== null && s.memoizedState !== null && nu(t),
                o._visibility & 2
                  ? Vu(e, t, n, r)
                  : ((o._visibility |= 2), Uu(e, t, n, r, !!(t.subtreeFlags & 10256) || !1)))
              : (i && s !== null && s.memoizedState === null && nu(s),
                o._visibility & 2 ? Vu(e, t, n, r) : Wu(e, t)),
            a & 2048 && zu(s, t));
          break;
        case 24:
          (Vu(e, t, n, r), a & 2048 && Bu(t.alternate, t));
          break;
        case 30:
          (i && ((a = t.alternate), a !== null && (Yl(a.child, !0), Yl(t.child, !0))),
            Vu(e, t, n, r));
          break;
        default:
          Vu(e, t, n, r);
      }
    }
    function Uu(e, t, n, r, i) {
      for (i &&= !!(t.subtreeFlags & 10256) || !1, t = t.child; t !== null;) {
        var a = e,
          o = t,
          s = n,
          c = r,
          l = o.flags;
        switch (o.tag) {
          case 0:
          case 11:
          case 15:
            (Uu(a, o, s, c, i), Cl(8, o));
            break;
          case 23:
            break;
          case 22:
            var u = o.stateNode;
            (o.memoizedState === null
              ? ((u._visibility |= 2), Uu(a, o, s, c, i))
              : u._visibility & 2
                ? Uu(a, o, s, c, i)
                : Wu(a, o),
              i && l & 2048 && zu(o.alternate, o));
            break;
          case 24:
            (Uu(a, o, s, c, i), i && l & 2048 && Bu(o.alternate, o));
            break;
          default:
            Uu(a, o, s, c, i);
        }
        t = t.sibling;
      }
    }
    function Wu(e, t) {
      if (t.subtreeFlags & 10256)
        for (t = t.child; t !== null;) {
          var n = e,
            r = t,
            i = r.flags;
          switch (r.tag) {
            case 22:
              (Wu(n, r), i & 2048 && zu(r.alternate, r));
              break;
            case 24:
              (Wu(n, r), i & 2048 && Bu(r.alternate, r));
              break;
            default:
              Wu(n, r);
          }
          t = t.sibling;
        }
    }
    var Gu = 8192;
    function Ku(e, t, n) {
      if (e.subtreeFlags & Gu) for (e = e.child; e !== null;) (qu(e, t, n), (e = e.sibling));
    }
    function qu(e, t, n) {
      switch (e.tag) {
        case 26:
          (Ku(e, t, n),
            e.flags & Gu &&
              (e.memoizedState === null
                ? ((e = e.stateNode), (t & 335544128) === t && Zm(n, e))
                : Qm(n, Au, e.memoizedState, e.memoizedProps)));
          break;
        case 5:
          (Ku(e, t, n), e.flags & Gu && ((e = e.stateNode), (t & 335544128) === t && Zm(n, e)));
          break;
        case 3:
        case 4:
          var r = Au;
          ((Au = bm(e.stateNode.containerInfo)), Ku(e, t, n), (Au = r));
          break;
        case 22:
          e.memoizedState === null &&
            ((r = e.alternate),
            r !== null && r.memoizedState !== null
              ? ((r = Gu), (Gu = 16777216), Ku(e, t, n), (Gu = r))
              : Ku(e, t, n));
          break;
        case 30:
          if ((e.flags & Gu) !== 0 && ((r = e.memoizedProps.name), r != null && r !== `auto`)) {
            var i = e.stateNode;
            ((i.paired = null), Hl === null && (Hl = new Map()), Hl.set(r, i));
          }
          Ku(e, t, n);
          break;
        default:
          Ku(e, t, n);
      }
    }
    function Ju(e) {
      var t = e.alternate;
      if (t !== null && ((e = t.child), e !== null)) {
        t.child = null;
        do ((t = e.sibling), (e.sibling = null), (e = t));
        while (e !== null);
      }
    }
    function Yu(e) {
      var t = e.deletions;
      if (e.flags & 16) {
        if (t !== null)
          for (var n = 0; n < t.length; n++) {
            var r = t[n];
            ((uu = r), Qu(r, e));
          }
        Ju(e);
      }
      if (e.subtreeFlags & 10256) for (e = e.child; e !== null;) (Xu(e), (e = e.sibling));
    }
    function Xu(e) {
      switch (e.tag) {
        case 0:
        case 11:
        case 15:
          (Yu(e), e.flags & 2048 && wl(9, e, e.return));
          break;
        case 3:
          Yu(e);
          break;
        case 12:
          Yu(e);
          break;
        case 22:
          var t = e.stateNode;
          e.memoizedState !== null &&
          t._visibility & 2 &&
          (e.return === null || e.return.tag !== 13)
            ? ((t._visibility &= -3), Zu(e))
            : Yu(e);
          break;
        default:
          Yu(e);
      }
    }
    function Zu(e) {
      var t = e.deletions;
      if (e.flags & 16) {
        if (t !== null)
          for (var n = 0; n < t.length; n++) {
            var r = t[n];
            ((uu = r), Qu(r, e));
          }
        Ju(e);
      }
      for (e = e.child; e !== null;) {
        switch (((t = e), t.tag)) {
          case 0:
          case 11:
          case 15:
            (wl(8, t, t.return), Zu(t));
            break;
          case 22:
            ((n = t.stateNode), n._visibility & 2 && ((n._visibility &= -3), Zu(t)));
            break;
          default:
            Zu(t);
        }
        e = e.sibling;
      }
    }
    function Qu(e, t) {
      for (; uu !== null;) {
        var n = uu;
        switch (n.tag) {
          case 0:
          case 11:
          case 15:
            wl(8, n, t);
            break;
          case 23:
          case 22:
            if (n.memoizedState !== null && n.memoizedState.cachePool !== null) {
              var r = n.memoizedState.cachePool.pool;
              r != null && r.refCount++;
            }
            break;
          case 24:
            Ia(n.memoizedState.cache);
        }
        if (((r = n.child), r !== null)) ((r.return = n), (uu = r));
        else
          a: for (n = e; uu !== null;) {
            r = uu;
            var i = r.sibling,
              a = r.return;
            if ((xu(r), r === n)) {
              uu = null;
              break a;
            }
            if (i !== null) {
              ((i.return = a), (uu = i));
              break a;
            }
            uu = a;
          }
      }
    }
    var $u = {
        getCacheForType: function (e) {
          var t = ka(L),
            n = t.data.get(e);
          return (n === void 0 && ((n = e()), t.data.set(e, n)), n);
        },
        cacheSignal: function () {
          return ka(L).controller.signal;
        },
      },
      ed = typeof WeakMap == `function` ? WeakMap : Map,
      G = 0,
      K = null,
      q = null,
      J = 0,
      Y = 0,
      td = null,
      nd = !1,
      rd = !1,
      id = !1,
      ad = 0,
      od = 0,
      sd = 0,
      cd = 0,
      ld = 0,
      ud = 0,
      dd = 0,
      fd = null,
      pd = null,
      md = !1,
      hd = 0,
      gd = 0,
      _d = 1 / 0,
      vd = null,
      yd = null,
      X = 0,
      bd = null,
      xd = null,
      Sd = 0,
      Cd = 0,
      wd = null,
      Td = null,
      Ed = null,
      Dd = null,
      Od = null,
      kd = 0,
      Ad = null;
    function jd() {
      return G & 2 && J !== 0 ? J & -J : T.T === null ? kt() : Pf();
    }
    function Md() {
      if (ud === 0) {
        if (!(J & 536870912) || F) {
          var e = pt;
          ((pt <<= 1), !(pt & 3932160) && (pt = 262144), (ud = e));
        } else ud = 536870912;
      }
      return ((e = Po.current), e !== null && (e.flags |= 32), ud);
    }
    function Nd(e, t) {
      if (t != null) {
        var n = e.stateNode,
          r = n.ref;
        (r === null && (r = n.ref = Pp(Ti(e.memoizedProps, n))),
          Dd === null && (Dd = []),
          Dd.push(t.bind(null, r)));
      }
    }
    function Pd(e, t, n) {
      (((e === K && (Y === 2 || Y === 9)) || e.cancelPendingCommit !== null) &&
        (Vd(e, 0), Rd(e, J, ud, !1)),
        St(e, n),
        (G & 2 && e === K) ||
          (e === K && (!(G & 2) && (cd |= n), od === 4 && Rd(e, J, ud, !1)), Ef(e)));
    }
    function Fd(e, t, n) {
      if (G & 6) throw Error(i(327));
      var r = (!n && !(t & 127) && (t & e.expiredLanes) === 0) || _t(e, t),
        a = r ? Yd(e, t) : qd(e, t, !0),
        o = r;
      do {
        if (a === 0) {
          rd && !r && Rd(e, t, 0, !1);
          break;
        }
        if (((n = e.current.alternate), o && !Ld(n))) ((a = qd(e, t, !1)), (o = !1));
        else {
          if (a === 2) {
            if (((o = t), e.errorRecoveryDisabledLanes & o)) var s = 0;
            else
              ((s = e.pendingLanes & -536870913),
                (s = s === 0 ? (s & 536870912 ? 536870912 : 0) : s));
            if (s !== 0) {
              t = s;
              a: {
                var c = e;
                a = fd;
                var l = c.current.memoizedState.isDehydrated;
                if ((l && (Vd(c, s).flags |= 256), (s = qd(c, s, !1)), s !== 2 && s !== 6)) {
                  if (id && !l) {
                    ((c.errorRecoveryDisabledLanes |= o), (cd |= o), (a = 4));
                    break a;
                  }
                  ((o = pd),
                    (pd = a),
                    o !== null && (pd === null ? (pd = o) : pd.push.apply(pd, o)));
                }
                a = s;
              }
              if (((o = !1), a !== 2)) continue;
            }
          }
          if (a === 1) {
            (Vd(e, 0), Rd(e, t, 0, !0));
            break;
          }
          a: {
            switch (((r = e), (o = a), o)) {
              case 0:
              case 1:
                throw Error(i(345));
              case 4:
                if ((t & 4194048) !== t && (t & 62914560) !== t) break;
              case 6:
                Rd(r, t, ud, !nd);
                break a;
              case 2:
                pd = null;
                break;
              case 3:
              case 5:
                break;
              default:
                throw Error(i(329));
            }
            if ((t & 62914560) === t && ((a = hd + 300 - Ze()), 10 < a)) {
              if ((Rd(r, t, ud, !nd), gt(r, 0, !0) !== 0)) break a;
              ((Sd = t),
                (r.timeoutHandle = gp(
                  Id.bind(null, r, n, pd, vd, md, t, ud, cd, dd, nd, o, `Throttled`, -0, 0),
                  a,
                )));
              break a;
            }
            Id(r, n, pd, vd, md, t, ud, cd, dd, nd, o, null, -0, 0);
          }
          break;
        }
      } while (1);
      Ef(e);
    }
    function Id(e, t, n, r, i, a, o, s, c, l, u, d, f, p) {
      e.timeoutHandle = -1;
      var m = t.subtreeFlags,
        h = (a & 335544064) === a;
      ((d = null),
        (h || m & 8192 || (m & 16785408) == 16785408) &&
        ((d = {
          stylesheets: null,
          count: 0,
          imgCount: 0,
          imgBytes: 0,
          suspenseyImages: [],
          waitingForImages: !0,
          waitingForViewTransition: !1,
          unsuspend: On,
        }),
        (Hl = null),
        qu(t, a, d),
        h &&
          ((m = d),
          (h = e.containerInfo),
          (h = (h.nodeType === 9 ? h : h.ownerDocument).__reactViewTransition),
          h != null &&
            (m.count++,
            (m.waitingForViewTransition = !0),
            (m = nh.bind(m)),
            h.finished.then(m, m))),
        (m = (a & 62914560) === a ? hd - Ze() : (a & 4194048) === a ? gd - Ze() : 0),
        (m = eh(d, m)),
        m !== null)
          ? ((Sd = a),
            (e.cancelPendingCommit = m(
              nf.bind(null, e, t, a, n, r, i, o, s, c, l, u, d, null, f, p),
            )),
            Rd(e, a, o, !l))
          : nf(e, t, a, n, r, i, o, s, c, l, u, d));
    }
    function Ld(e) {
      for (var t = e; ;) {
        var n = t.tag;
        if (
          (n === 0 || n === 11 || n === 15) &&
          t.flags & 16384 &&
          ((n = t.updateQueue), n !== null && ((n = n.stores), n !== null))
        )
          for (var r = 0; r < n.length; r++) {
            var i = n[r],
              a = i.getSnapshot;
            i = i.value;
            try {
              if (!Xr(a(), i)) return !1;
            } catch {
              return !1;
            }
          }
        if (((n = t.child), t.subtreeFlags & 16384 && n !== null)) ((n.return = t), (t = n));
        else {
          if (t === e) break;
          for (; t.sibling === null;) {
            if (t.return === null || t.return === e) return !0;
            t = t.return;
          }
          ((t.sibling.return = t.return), (t = t.sibling));
        }
      }
      return !0;
    }
    function Rd(e, t, n, r) {
      ((t = vt(e, t)),
        (t &= ~ld),
        (t &= ~cd),
        (e.suspendedLanes |= t),
        (e.pingedLanes &= ~t),
        r && (e.warmLanes |= t),
        (r = e.expirationTimes));
      for (var i = t; 0 < i;) {
        var a = 31 - ct(i),
          o = 1 << a;
        ((r[a] = -1), (i &= ~o));
      }
      n !== 0 && wt(e, n, t);
    }
    function zd() {
      return G & 6 ? !0 : (Df(0, !1), !1);
    }
    function Bd() {
      if (q !== null) {
        if (Y === 0) var e = q.return;
        else ((e = q), (Sa = xa = null), os(e), (co = null), (lo = 0), (e = q));
        for (; e !== null;) (Sl(e.alternate, e), (e = e.return));
        q = null;
      }
    }
    function Vd(e, t) {
      var n = e.timeoutHandle;
      return (
        n !== -1 && ((e.timeoutHandle = -1), _p(n)),
        (n = e.cancelPendingCommit),
        n !== null && ((e.cancelPendingCommit = null), n()),
        (Sd = 0),
        Bd(),
        (K = e),
        (q = n = Hi(e.current, null)),
        (J = t),
        (Y = 0),
        (td = null),
        (nd = !1),
        (rd = _t(e, t)),
        (id = !1),
        (dd = ud = ld = cd = sd = od = 0),
        (pd = fd = null),
        (md = !1),
        (ad = vt(e, t)),
        Mi(),
        n
      );
    }
    function Hd(e, t) {
      ((R = null),
        (T.H = gc),
        t === Qa || t === eo
          ? ((t = oo()), (Y = 3))
          : t === $a
            ? ((t = oo()), (Y = 4))
            : (Y = t === Pc ? 8 : typeof t == `object` && t && typeof t.then == `function` ? 6 : 1),
        (td = t),
        q === null && ((od = 1), Oc(e, Xi(t, e.current))));
    }
    function Ud() {
      var e = Po.current;
      return e === null
        ? !0
        : (J & 4194048) === J
          ? Fo === null
          : (J & 62914560) === J || J & 536870912
            ? e === Fo
            : !1;
    }
    function Wd() {
      var e = T.H;
      return ((T.H = gc), e === null ? gc : e);
    }
    function Gd() {
      var e = T.A;
      return ((T.A = $u), e);
    }
    function Kd() {
      ((od = 4),
        nd || ((J & 4194048) !== J && Po.current !== null) || (rd = !0),
        (!(sd & 134217727) && !(cd & 134217727)) || K === null || Rd(K, J, ud, !1));
    }
    function qd(e, t, n) {
      var r = G;
      G |= 2;
      var i = Wd(),
        a = Gd();
      ((K !== e || J !== t) && ((vd = null), Vd(e, t)), (t = !1));
      var o = od;
      a: do
        try {
          if (Y !== 0 && q !== null) {
            var s = q,
              c = td;
            switch (Y) {
              case 8:
                (Bd(), (o = 6));
                break a;
              case 3:
              case 2:
              case 9:
              case 6:
                Po.current === null && (t = !0);
                var l = Y;
                if (((Y = 0), (td = null), $d(e, s, c, l), n && rd)) {
                  o = 0;
                  break a;
                }
                break;
              default:
                ((l = Y), (Y = 0), (td = null), $d(e, s, c, l));
            }
          }
          (Jd(), (o = od));
          break;
        } catch (t) {
          Hd(e, t);
        }
      while (1);
      return (
        t && e.shellSuspendCounter++,
        (Sa = xa = null),
        (G = r),
        (T.H = i),
        (T.A = a),
        q === null && ((K = null), (J = 0), Mi()),
        o
      );
    }
    function Jd() {
      for (; q !== null;) Zd(q);
    }
    function Yd(e, t) {
      var n = G;
      G |= 2;
      var r = Wd(),
        a = Gd();
      K !== e || J !== t ? ((vd = null), (_d = Ze() + 500), Vd(e, t)) : (rd = _t(e, t));
      a: do
        try {
          if (Y !== 0 && q !== null) {
            t = q;
            var o = td;
            b: switch (Y) {
              case 1:
                ((Y = 0), (td = null), $d(e, t, o, 1));
                break;
              case 2:
              case 9:
                if (no(o)) {
                  ((Y = 0), (td = null), Qd(t));
                  break;
                }
                ((t = function () {
                  ((Y !== 2 && Y !== 9) || K !== e || (Y = 7), Ef(e));
                }),
                  o.then(t, t));
                break a;
              case 3:
                Y = 7;
                break a;
              case 4:
                Y = 5;
                break a;
              case 7:
                no(o) ? ((Y = 0), (td = null), Qd(t)) : ((Y = 0), (td = null), $d(e, t, o, 7));
                break;
              case 5:
                var s = null;
                switch (q.tag) {
                  case 26:
                    s = q.memoizedState;
                  case 5:
                  case 27:
                    var c = q;
                    if (s ? Ym(s) : c.stateNode.complete) {
                      ((Y = 0), (td = null));
                      var l = c.sibling;
                      if (l !== null) q = l;
                      else {
                        var u = c.return;
                        u === null ? (q = null) : ((q = u), ef(u));
                      }
                      break b;
                    }
                }
                ((Y = 0), (td = null), $d(e, t, o, 5));
                break;
              case 6:
                ((Y = 0), (td = null), $d(e, t, o, 6));
                break;
              case 8:
                (Bd(), (od = 6));
                break a;
              default:
                throw Error(i(462));
            }
          }
          Xd();
          break;
        } catch (t) {
          Hd(e, t);
        }
      while (1);
      return (
        (Sa = xa = null),
        (T.H = r),
        (T.A = a),
        (G = n),
        q === null ? ((K = null), (J = 0), Mi(), od) : 0
      );
    }
    function Xd() {
      for (; q !== null && !Ye();) Zd(q);
    }
    function Zd(e) {
      var t = ml(e.alternate, e, ad);
      ((e.memoizedProps = e.pendingProps), t === null ? ef(e) : (q = t));
    }
    function Qd(e) {
      var t = e,
        n = t.alternate;
      switch (t.tag) {
        case 15:
        case 0:
          t = Jc(n, t, t.pendingProps, t.type, void 0, J);
          break;
        case 11:
          t = Jc(n, t, t.pendingProps, t.type.render, t.ref, J);
          break;
        case 5:
          os(t);
          var r = t;
          r === N &&
            (F
              ? (ha(r), r.tag === 5 && r.stateNode != null && (P = r.stateNode))
              : (ha(r), (F = !0)));
        default:
          (Sl(n, t), (t = q = Ui(t, ad)), (t = ml(n, t, ad)));
      }
      ((e.memoizedProps = e.pendingProps), t === null ? ef(e) : (q = t));
    }
    function $d(e, t, n, r) {
      ((Sa = xa = null), os(t), (co = null), (lo = 0));
      var i = t.return;
      try {
        if (Nc(e, i, t, n, J)) {
          ((od = 1), Oc(e, Xi(n, e.current)), (q = null));
          return;
        }
      } catch (t) {
        if (i !== null) throw ((q = i), t);
        ((od = 1), Oc(e, Xi(n, e.current)), (q = null));
        return;
      }
      t.flags & 32768
        ? (F || r === 1
            ? (e = !0)
            : rd || J & 536870912
              ? (e = !1)
              : ((nd = e = !0),
                (r === 2 || r === 9 || r === 3 || r === 6) &&
                  ((r = Po.current), r !== null && r.tag === 13 && (r.flags |= 16384))),
          tf(t, e))
        : ef(t);
    }
    function ef(e) {
      var t = e;
      do {
        if (t.flags & 32768) {
          tf(t, nd);
          return;
        }
        e = t.return;
        var n = bl(t.alternate, t, ad);
        if (n !== null) {
          q = n;
          return;
        }
        if (((t = t.sibling), t !== null)) {
          q = t;
          return;
        }
        q = t = e;
      } while (t !== null);
      od === 0 && (od = 5);
    }
    function tf(e, t) {
      do {
        var n = xl(e.alternate, e);
        if (n !== null) {
          ((n.flags &= 32767), (q = n));
          return;
        }
        if (
          ((n = e.return),
          n !== null && ((n.flags |= 32768), (n.subtreeFlags = 0), (n.deletions = null)),
          !t && ((e = e.sibling), e !== null))
        ) {
          q = e;
          return;
        }
        q = e = n;
      } while (e !== null);
      ((od = 6), (q = null));
    }
    function nf(e, t, n, r, a, o, s, c, l, u, d, f) {
      e.cancelPendingCommit = null;
      do df();
      while (X !== 0);
      if (G & 6) throw Error(i(327));
      if (t !== null) {
        if (t === e.current) throw Error(i(177));
        (e === K && ((q = K = null), (J = 0)),
          (xd = t),
          (bd = e),
          (Sd = n),
          (wd = a),
          (Td = r),
          rf(e, t, n, s, c, l, f));
      }
    }
    function rf(e, t, n, r, i, a, o) {
      var s = t.lanes | t.childLanes;
      if (
        ((Cd = s),
        (s |= ji),
        Ct(e, n, s, r, i, a),
        (Dd = null),
        (n & 335544064) === n ? ((Od = za(e)), (r = 10262)) : ((Od = null), (r = 10256)),
        (t.subtreeFlags & r) !== 0 || (t.flags & r) !== 0
          ? ((e.callbackNode = null),
            (e.callbackPriority = 0),
            yf(tt, function () {
              return (ff(), null);
            }))
          : ((e.callbackNode = null), (e.callbackPriority = 0)),
        (Vl = !1),
        (r = !!(t.flags & 13878)),
        t.subtreeFlags & 13878 || r)
      ) {
        ((r = T.T), (T.T = null), (i = E.p), (E.p = 2), (a = G), (G |= 4));
        try {
          hu(e, t, n);
        } finally {
          ((G = a), (E.p = i), (T.T = r));
        }
      }
      ((X = 1),
        Vl
          ? (Ed = Mp(o, e.containerInfo, Od, sf, cf, of, lf, ff, af, null, null))
          : (sf(), cf(), lf()));
    }
    function af(e) {
      if (X !== 0) {
        var t = bd.onRecoverableError;
        t(e, { componentStack: null });
      }
    }
    function of() {
      X === 3 && ((X = 0), Fu(xd, bd), (X = 4));
    }
    function sf() {
      if (X === 1) {
        X = 0;
        var e = bd,
          t = xd,
          n = Sd,
          r = !!(t.flags & 13878);
        if (t.subtreeFlags & 13878 || r) {
          ((r = T.T), (T.T = null));
          var i = E.p;
          E.p = 2;
          var a = G;
          G |= 4;
          try {
            ((fu = pu = !1), ju(t, e, n), (n = cp));
            var o = ni(e.containerInfo),
              s = n.focusedElem,
              c = n.selectionRange;
            if (o !== s && s && s.ownerDocument && ti(s.ownerDocument.documentElement, s)) {
              if (c !== null && ri(s)) {
                var l = c.start,
                  u = c.end;
                if ((u === void 0 && (u = l), `selectionStart` in s))
                  ((s.selectionStart = l), (s.selectionEnd = Math.min(u, s.value.length)));
                else {
                  var d = s.ownerDocument || document,
                    f = (d && d.defaultView) || window;
                  if (f.getSelection) {
                    var p = f.getSelection(),
                      m = s.textContent.length,
                      h = Math.min(c.start, m),
                      g = c.end === void 0 ? h : Math.min(c.end, m);
                    !p.extend && h > g && ((o = g), (g = h), (h = o));
                    var _ = ei(s, h),
                      v = ei(s, g);
                    if (
                      _ &&
                      v &&
                      (p.rangeCount !== 1 ||
                        p.anchorNode !== _.node ||
                        p.anchorOffset !== _.offset ||
                        p.focusNode !== v.node ||
                        p.focusOffset !== v.offset)
                    ) {
                      var y = d.createRange();
                      (y.setStart(_.node, _.offset),
                        p.removeAllRanges(),
                        h > g
                          ? (p.addRange(y), p.extend(v.node, v.offset))
                          : (y.setEnd(v.node, v.offset), p.addRange(y)));
                    }
                  }
                }
              }
              for (d = [], p = s; (p = p.parentNode);)
                p.nodeType === 1 && d.push({ element: p, left: p.scrollLeft, top: p.scrollTop });
              for (typeof s.focus == `function` && s.focus(), s = 0; s < d.length; s++) {
                var b = d[s];
                ((b.element.scrollLeft = b.left), (b.element.scrollTop = b.top));
              }
            }
            ((gh = !!sp), (cp = sp = null));
          } finally {
            ((G = a), (E.p = i), (T.T = r));
          }
        }
        ((e.current = t), (X = 2));
      }
    }
    function cf() {
      if (X === 2) {
        X = 0;
        var e = bd,
          t = xd,
          n = !!(t.flags & 8772);
        if (t.subtreeFlags & 8772 || n) {
          ((n = T.T), (T.T = null));
          var r = E.p;
          E.p = 2;
          var i = G;
          G |= 4;
          try {
            _u(e, t.alternate, t);
          } finally {
            ((G = i), (E.p = r), (T.T = n));
          }
        }
        X = 3;
      }
    }
    function lf() {
      if (X === 4 || X === 3) {
        X = 0;
        var e = Ed;
        ((Ed = null), Xe());
        var t = bd,
          n = xd,
          r = Sd,
          i = Td,
          a = (r & 335544064) === r ? 10262 : 10256;
        if (
          ((n.subtreeFlags & a) !== 0 || (n.flags & a) !== 0
            ? (X = 5)
            : ((X = 0), (xd = bd = null), uf(t, t.pendingLanes)),
          (a = t.pendingLanes),
          a === 0 && (yd = null),
          Ot(r),
          (n = n.stateNode),
          O && typeof O.onCommitFiberRoot == `function`)
        )
          try {
            O.onCommitFiberRoot(ot, n, void 0, (n.current.flags & 128) == 128);
          } catch {}
        if (i !== null) {
          ((n = T.T), (a = E.p), (E.p = 2), (T.T = null));
          try {
            for (var o = t.onRecoverableError, s = 0; s < i.length; s++) {
              var c = i[s];
              o(c.value, { componentStack: c.stack });
            }
          } finally {
            ((T.T = n), (E.p = a));
          }
        }
        if (
          ((i = Dd),
          (o = Od),
          (Od = null),
          i !== null && ((Dd = null), o === null && (o = []), e !== null))
        )
          for (c = 0; c < i.length; c++)
            ((n = (0, i[c])(o)), n !== void 0 && e.finished.finally(n));
        (Sd & 3 && df(),
          Ef(t),
          (a = t.pendingLanes),
          r & 261930 && a & 42 ? (t === Ad ? kd++ : ((kd = 0), (Ad = t))) : ((kd = 0), (Ad = null)),
          Df(0, !1));
      }
    }
    function uf(e, t) {
      (e.pooledCacheLanes &= t) === 0 &&
        ((t = e.pooledCache), t != null && ((e.pooledCache = null), Ia(t)));
    }
    function df() {
      return (Ed !== null && (Ed.skipTransition(), (Ed = null)), sf(), cf(), lf(), ff());
    }
    function ff() {
      if (X !== 5) return !1;
      var e = bd,
        t = Cd;
      Cd = 0;
      var n = Ot(Sd),
        r = T.T,
        a = E.p;
      try {
        ((E.p = 32 > n ? 32 : n), (T.T = null), (n = wd), (wd = null));
        var o = bd,
          s = Sd;
        if (((X = 0), (xd = bd = null), (Sd = 0), G & 6)) throw Error(i(331));
        var c = G;
        if (
          ((G |= 4),
          Xu(o.current),
          Hu(o, o.current, s, n),
          (G = c),
          Df(0, !1),
          O && typeof O.onPostCommitFiberRoot == `function`)
        )
          try {
            O.onPostCommitFiberRoot(ot, o);
          } catch {}
        return !0;
      } finally {
        ((E.p = a), (T.T = r), uf(e, t));
      }
    }
    function pf(e, t, n) {
      ((t = Xi(n, t)),
        (t = Ac(e.stateNode, t, 2)),
        (e = xo(e, t, 2)),
        e !== null && (St(e, 2), Ef(e)));
    }
    function Z(e, t, n) {
      if (e.tag === 3) pf(e, e, n);
      else
        for (; t !== null;) {
          if (t.tag === 3) {
            pf(t, e, n);
            break;
          }
          if (t.tag === 1) {
            var r = t.stateNode;
            if (
              typeof t.type.getDerivedStateFromError == `function` ||
              (typeof r.componentDidCatch == `function` && (yd === null || !yd.has(r)))
            ) {
              ((e = Xi(n, e)),
                (n = jc(2)),
                (r = xo(t, n, 2)),
                r !== null && (Mc(n, r, t, e), St(r, 2), Ef(r)));
              break;
            }
          }
          t = t.return;
        }
    }
    function mf(e, t, n) {
      var r = e.pingCache;
      if (r === null) {
        r = e.pingCache = new ed();
        var i = new Set();
        r.set(t, i);
      } else ((i = r.get(t)), i === void 0 && ((i = new Set()), r.set(t, i)));
      i.has(n) || ((id = !0), i.add(n), (e = hf.bind(null, e, t, n)), t.then(e, e));
    }
    function hf(e, t, n) {
      var r = e.pingCache;
      (r !== null && r.delete(t),
        (e.pingedLanes |= e.suspendedLanes & n),
        (e.warmLanes &= ~n),
        K === e &&
          (J & n) === n &&
          (od === 4 || (od === 3 && (J & 62914560) === J && 300 > Ze() - hd)
            ? G & 2
              ? (ld |= n)
              : Vd(e, 0)
            : (ld |= n),
          dd === J && (dd = 0)),
        Ef(e));
    }
    function gf(e, t) {
      (t === 0 && (t = bt()), (e = Fi(e, t)), e !== null && (St(e, t), Ef(e)));
    }
    function _f(e) {
      var t = e.memoizedState,
        n = 0;
      (t !== null && (n = t.retryLane), gf(e, n));
    }
    function vf(e, t) {
      var n = 0;
      switch (e.tag) {
        case 31:
        case 13:
          var r = e.stateNode,
            a = e.memoizedState;
          a !== null && (n = a.retryLane);
          break;
        case 19:
          r = e.stateNode;
          break;
        case 22:
          r = e.stateNode._retryCache;
          break;
        default:
          throw Error(i(314));
      }
      (r !== null && r.delete(t), gf(e, n));
    }
    function yf(e, t) {
      return qe(e, t);
    }
    var bf = null,
      xf = null,
      Sf = !1,
      Cf = !1,
      wf = !1,
      Tf = 0;
    function Ef(e) {
      (e !== xf && e.next === null && (xf === null ? (bf = xf = e) : (xf = xf.next = e)),
        (Cf = !0),
        Sf || ((Sf = !0), Nf()));
    }
    function Df(e, t) {
      if (!wf && Cf) {
        wf = !0;
        do
          for (var n = !1, r = bf; r !== null;) {
            if (!t) {
              if (e !== 0) {
                var i = r.pendingLanes;
                if (i === 0) var a = 0;
                else {
                  var o = r.suspendedLanes,
                    s = r.pingedLanes;
                  ((a = (1 << (31 - ct(42 | e) + 1)) - 1),
                    (a &= i & ~(o & ~s)),
                    (a = a & 201326741 ? (a & 201326741) | 1 : a ? a | 2 : 0));
                }
                a !== 0 && ((n = !0), Mf(r, a));
              } else
                ((a = J),
                  (a = gt(
                    r,
                    r === K ? a : 0,
                    r.cancelPendingCommit !== null || r.timeoutHandle !== -1,
                  )),
                  !(a & 3) || _t(r, a) || ((n = !0), Mf(r, a)));
            }
            r = r.next;
          }
        while (n);
        wf = !1;
      }
    }
    function Of() {
      kf();
    }
    function kf() {
      Cf = Sf = !1;
      var e = 0;
      Tf !== 0 && hp() && (e = Tf);
      for (var t = Ze(), n = null, r = bf; r !== null;) {
        var i = r.next,
          a = Af(r, t);
        (a === 0
          ? ((r.next = null), n === null ? (bf = i) : (n.next = i), i === null && (xf = n))
          : ((n = r), (e !== 0 || a & 3) && (Cf = !0)),
          (r = i));
      }
      ((X !== 0 && X !== 5) || Df(e, !1), Tf !== 0 && (Tf = 0));
    }
    function Af(e, t) {
      for (
        var n = e.suspendedLanes,
          r = e.pingedLanes,
          i = e.expirationTimes,
          a = e.pendingLanes & -62914561;
        0 < a;
      ) {
        var o = 31 - ct(a),
          s = 1 << o,
          c = i[o];
        (c === -1
          ? ((s & n) === 0 || (s & r) !== 0) && (i[o] = yt(s, t))
          : c <= t && (e.expiredLanes |= s),
          (a &= ~s));
      }
      if (
        ((t = K),
        (n = J),
        (n = gt(e, e === t ? n : 0, e.cancelPendingCommit !== null || e.timeoutHandle !== -1)),
        (r = e.callbackNode),
        n === 0 || (e === t && (Y === 2 || Y === 9)) || e.cancelPendingCommit !== null)
      )
        return (
          r !== null && r !== null && Je(r),
          (e.callbackNode = null),
          (e.callbackPriority = 0)
        );
      if (!(n & 3) || _t(e, n)) {
        if (((t = n & -n), t === e.callbackPriority)) return t;
        switch ((r !== null && Je(r), Ot(n))) {
          case 2:
          case 8:
            n = et;
            break;
          case 32:
            n = tt;
            break;
          case 268435456:
            n = rt;
            break;
          default:
            n = tt;
        }
        return (
          (r = jf.bind(null, e)),
          (n = qe(n, r)),
          (e.callbackPriority = t),
          (e.callbackNode = n),
          t
        );
      }
      return (
        r !== null && r !== null && Je(r),
        (e.callbackPriority = 2),
        (e.callbackNode = null),
        2
      );
    }
    function jf(e, t) {
      if (X !== 0 && X !== 5) return ((e.callbackNode = null), (e.callbackPriority = 0), null);
      var n = e.callbackNode;
      if (df() && e.callbackNode !== n) return null;
      var r = J;
      return (
        (r = gt(e, e === K ? r : 0, e.cancelPendingCommit !== null || e.timeoutHandle !== -1)),
        r === 0
          ? null
          : (Fd(e, r, t),
            Af(e, Ze()),
            e.callbackNode != null && e.callbackNode === n ? jf.bind(null, e) : null)
      );
    }
    function Mf(e, t) {
      if (df()) return null;
      Fd(e, t, !0);
    }
    function Nf() {
      bp(function () {
        G & 6 ? qe($e, Of) : kf();
      });
    }
    function Pf() {
      if (Tf === 0) {
        var e = Ha;
        (e === 0 && ((e = ft), (ft <<= 1), !(ft & 261888) && (ft = 256)), (Tf = e));
      }
      return Tf;
    }
    function Ff(e) {
      return e == null || typeof e == `symbol` || typeof e == `boolean`
        ? null
        : typeof e == `function`
          ? e
          : Dn(e);
    }
    function If(e, t, n, r, i) {
      if (t === `submit` && n && n.stateNode === i) {
        var a = Ff((i[Nt] || null).action),
          o = r.submitter;
        o &&
          ((t = (t = o[Nt] || null) ? Ff(t.formAction) : o.getAttribute(`formAction`)),
          t !== null && ((a = t), (o = null)));
        var s = new Yn(`action`, `action`, null, r, i);
        e.push({
          event: s,
          listeners: [
            {
              instance: null,
              listener: function () {
                if (r.defaultPrevented) {
                  if (Tf !== 0) {
                    var e = new FormData(i, o);
                    nc(n, { pending: !0, data: e, method: i.method, action: a }, null, e);
                  }
                } else
                  typeof a == `function` &&
                    (s.preventDefault(),
                    (e = new FormData(i, o)),
                    nc(n, { pending: !0, data: e, method: i.method, action: a }, a, e));
              },
              currentTarget: i,
            },
          ],
        });
      }
    }
    for (var Lf = 0; Lf < Si.length; Lf++) {
      var Rf = Si[Lf];
      Ci(Rf.toLowerCase(), `on` + (Rf[0].toUpperCase() + Rf.slice(1)));
    }
    (Ci(mi, `onAnimationEnd`),
      Ci(hi, `onAnimationIteration`),
      Ci(gi, `onAnimationStart`),
      Ci(`dblclick`, `onDoubleClick`),
      Ci(`focusin`, `onFocus`),
      Ci(`focusout`, `onBlur`),
      Ci(_i, `onTransitionRun`),
      Ci(vi, `onTransitionStart`),
      Ci(yi, `onTransitionCancel`),
      Ci(bi, `onTransitionEnd`),
      Zt(`onMouseEnter`, [`mouseout`, `mouseover`]),
      Zt(`onMouseLeave`, [`mouseout`, `mouseover`]),
      Zt(`onPointerEnter`, [`pointerout`, `pointerover`]),
      Zt(`onPointerLeave`, [`pointerout`, `pointerover`]),
      Xt(
        `onChange`,
        `change click focusin focusout input keydown keyup selectionchange`.split(` `),
      ),
      Xt(
        `onSelect`,
        `focusout contextmenu dragend focusin keydown keyup mousedown mouseup selectionchange`.split(
          ` `,
        ),
      ),
      Xt(`onBeforeInput`, [`compositionend`, `keypress`, `textInput`, `paste`]),
      Xt(`onCompositionEnd`, `compositionend focusout keydown keypress keyup mousedown`.split(` `)),
      Xt(
        `onCompositionStart`,
        `compositionstart focusout keydown keypress keyup mousedown`.split(` `),
      ),
      Xt(
        `onCompositionUpdate`,
        `compositionupdate focusout keydown keypress keyup mousedown`.split(` `),
      ));
    var zf =
        `abort canplay canplaythrough durationchange emptied encrypted ended error loadeddata loadedmetadata loadstart pause play playing progress ratechange resize seeked seeking stalled suspend timeupdate volumechange waiting`.split(
          ` `,
        ),
      Bf = new Set(
        `beforetoggle cancel close invalid load scroll scrollend toggle`.split(` `).concat(zf),
      );
    function Vf(e, t) {
      t = !!(t & 4);
      for (var n = 0; n < e.length; n++) {
        var r = e[n],
          i = r.event;
        r = r.listeners;
        a: {
          var a = void 0;
          if (t)
            for (var o = r.length - 1; 0 <= o; o--) {
              var s = r[o],
                c = s.instance,
                l = s.currentTarget;
              if (((s = s.listener), c !== a && i.isPropagationStopped())) break a;
              ((a = s), (i.currentTarget = l));
              try {
                a(i);
              } catch (e) {
                Oi(e);
              }
              ((i.currentTarget = null), (a = c));
            }
          else
            for (o = 0; o < r.length; o++) {
              if (
                ((s = r[o]),
                (c = s.instance),
                (l = s.currentTarget),
                (s = s.listener),
                c !== a && i.isPropagationStopped())
              )
                break a;
              ((a = s), (i.currentTarget = l));
              try {
                a(i);
              } catch (e) {
                Oi(e);
              }
              ((i.currentTarget = null), (a = c));
            }
        }
      }
    }
    function Q(e, t) {
      var n = t[Ft];
      n === void 0 && (n = t[Ft] = new Set());
      var r = e + `__bubble`;
      n.has(r) || (Gf(t, e, 2, !1), n.add(r));
    }
    function Hf(e, t, n) {
      var r = 0;
      (t && (r |= 4), Gf(n, e, r, t));
    }
    var Uf = `_reactListening` + Math.random().toString(36).slice(2);
    function Wf(e) {
      if (!e[Uf]) {
        ((e[Uf] = !0),
          Jt.forEach(function (t) {
            t !== `selectionchange` && (Bf.has(t) || Hf(t, !1, e), Hf(t, !0, e));
          }));
        var t = e.nodeType === 9 ? e : e.ownerDocument;
        t === null || t[Uf] || ((t[Uf] = !0), Hf(`selectionchange`, !1, t));
      }
    }
    function Gf(e, t, n, r) {
      switch (Ch(t)) {
        case 2:
          var i = _h;
          break;
        case 8:
          i = vh;
          break;
        default:
          i = yh;
      }
      ((n = i.bind(null, t, n, e)),
        (i = void 0),
        !Rn || (t !== `touchstart` && t !== `touchmove` && t !== `wheel`) || (i = !0),
        r
          ? i === void 0
            ? e.addEventListener(t, n, !0)
            : e.addEventListener(t, n, { capture: !0, passive: i })
          : i === void 0
            ? e.addEventListener(t, n, !1)
            : e.addEventListener(t, n, { passive: i }));
    }
    function Kf(e, t, n, r, i) {
      var a = r;
      if (!(t & 1) && !(t & 2) && r !== null)
        a: for (;;) {
          if (r === null) return;
          var s = r.tag;
          if (s === 3 || s === 4) {
            var c = r.stateNode.containerInfo;
            if (c === i) break;
            if (s === 4)
              for (s = r.return; s !== null;) {
                var l = s.tag;
                if ((l === 3 || l === 4) && s.stateNode.containerInfo === i) return;
                s = s.return;
              }
            for (; c !== null;) {
              if (((s = Ht(c)), s === null)) return;
              if (((l = s.tag), l === 5 || l === 6 || l === 26 || l === 27)) {
                r = a = s;
                continue a;
              }
              c = c.parentNode;
            }
          }
          r = r.return;
        }
      Fn(function () {
        var r = a,
          i = An(n),
          s = [];
        a: {
          var c = xi.get(e);
          if (c !== void 0) {
            var l = Yn,
              u = e;
            switch (e) {
              case `keypress`:
                if (Wn(n) === 0) break a;
              case `keydown`:
              case `keyup`:
                l = fr;
                break;
              case `focusin`:
                ((u = `focus`), (l = rr));
                break;
              case `focusout`:
                ((u = `blur`), (l = rr));
                break;
              case `beforeblur`:
              case `afterblur`:
                l = rr;
                break;
              case `click`:
                if (n.button === 2) break a;
              case `auxclick`:
              case `dblclick`:
              case `mousedown`:
              case `mousemove`:
              case `mouseup`:
              case `mouseout`:
              case `mouseover`:
              case `contextmenu`:
                l = nr;
                break;
              case `drag`:
              case `dragend`:
              case `dragenter`:
              case `dragexit`:
              case `dragleave`:
              case `dragover`:
              case `dragstart`:
              case `drop`:
                l = A;
                break;
              case `touchcancel`:
              case `touchend`:
              case `touchmove`:
              case `touchstart`:
                l = hr;
                break;
              case mi:
              case hi:
              case gi:
                l = ir;
                break;
              case bi:
                l = gr;
                break;
              case `scroll`:
              case `scrollend`:
                l = Zn;
                break;
              case `wheel`:
                l = _r;
                break;
              case `copy`:
              case `cut`:
              case `paste`:
                l = ar;
                break;
              case `gotpointercapture`:
              case `lostpointercapture`:
              case `pointercancel`:
              case `pointerdown`:
              case `pointermove`:
              case `pointerout`:
              case `pointerover`:
              case `pointerup`:
                l = pr;
                break;
              case `submit`:
                l = mr;
                break;
              case `toggle`:
              case `beforetoggle`:
                l = vr;
            }
            var d = !!(t & 4),
              f = !d && (e === `scroll` || e === `scrollend`),
              p = d ? (c === null ? null : c + `Capture`) : c;
            d = [];
            for (var m = r, h; m !== null;) {
              var g = m;
              if (
                ((h = g.stateNode),
                (g = g.tag),
                (g !== 5 && g !== 26 && g !== 27) ||
                  h === null ||
                  p === null ||
                  ((g = In(m, p)), g != null && d.push(qf(m, g, h))),
                f)
              )
                break;
              m = m.return;
            }
            0 < d.length && ((c = new l(c, u, null, n, i)), s.push({ event: c, listeners: d }));
          }
        }
        if (!(t & 7)) {
          a: {
            if (
              ((l = e === `mouseover` || e === `pointerover`),
              (c = e === `mouseout` || e === `pointerout`),
              l && n !== kn && (u = n.relatedTarget || n.fromElement) && (Ht(u) || u[Pt]))
            )
              break a;
            (c || l) &&
              ((u =
                i.window === i
                  ? i
                  : (l = i.ownerDocument)
                    ? l.defaultView || l.parentWindow
                    : window),
              c
                ? ((l = n.relatedTarget || n.toElement),
                  (c = r),
                  (l = l ? Ht(l) : null),
                  l !== null &&
                    ((f = o(l)), (d = l.tag), l !== f || (d !== 5 && d !== 27 && d !== 6)) &&
                    (l = null))
                : ((c = null), (l = r)),
              c !== l &&
                ((d = nr),
                (g = `onMouseLeave`),
                (p = `onMouseEnter`),
                (m = `mouse`),
                (e === `pointerout` || e === `pointerover`) &&
                  ((d = pr), (g = `onPointerLeave`), (p = `onPointerEnter`), (m = `pointer`)),
                (f = c == null ? u : Wt(c)),
                (h = l == null ? u : Wt(l)),
                (u = new d(g, m + `leave`, c, n, i)),
                (u.target = f),
                (u.relatedTarget = h),
                (g = null),
                Ht(i) === r &&
                  ((d = new d(p, m + `enter`, l, n, i)),
                  (d.target = h),
                  (d.relatedTarget = f),
                  (g = d)),
                (f = g),
                (d = c && l ? ne(c, l, Yf) : null),
                c !== null && Xf(s, u, c, d, !1),
                l !== null && f !== null && Xf(s, f, l, d, !0)));
          }
          a: {
            if (
              ((c = r ? Wt(r) : window),
              (l = c.nodeName && c.nodeName.toLowerCase()),
              l === `select` || (l === `input` && c.type === `file`))
            )
              var _ = Rr;
            else if (Mr(c)) {
              if (zr) _ = Jr;
              else {
                _ = Kr;
                var v = Gr;
              }
            } else
              ((l = c.nodeName),
                !l || l.toLowerCase() !== `input` || (c.type !== `checkbox` && c.type !== `radio`)
                  ? r && wn(r.elementType) && (_ = Rr)
                  : (_ = qr));
            if ((_ &&= _(e, r))) {
              Nr(s, _, n, i);
              break a;
            }
            v && v(e, c, r);
          }
          switch (((v = r ? Wt(r) : window), e)) {
            case `focusin`:
              (Mr(v) || v.contentEditable === `true`) && ((ai = v), (oi = r), (si = null));
              break;
            case `focusout`:
              si = oi = ai = null;
              break;
            case `mousedown`:
              ci = !0;
              break;
            case `contextmenu`:
            case `mouseup`:
            case `dragend`:
              ((ci = !1), li(s, n, i));
              break;
            case `selectionchange`:
              if (ii) break;
            case `keydown`:
            case `keyup`:
              li(s, n, i);
          }
          var y;
          if (br)
            b: {
              switch (e) {
                case `compositionstart`:
                  var b = `onCompositionStart`;
                  break b;
                case `compositionend`:
                  b = `onCompositionEnd`;
                  break b;
                case `compositionupdate`:
                  b = `onCompositionUpdate`;
                  break b;
              }
              b = void 0;
            }
          else
            Or
              ? Er(e, n) && (b = `onCompositionEnd`)
              : e === `keydown` && n.keyCode === 229 && (b = `onCompositionStart`);
          (b &&
            (Cr &&
              n.locale !== `ko` &&
              (Or || b !== `onCompositionStart`
                ? b === `onCompositionEnd` && Or && (y = Un())
                : ((Bn = i), (Vn = `value` in Bn ? Bn.value : Bn.textContent), (Or = !0))),
            (v = Jf(r, b)),
            0 < v.length &&
              ((b = new or(b, e, null, n, i)),
              s.push({ event: b, listeners: v }),
              y ? (b.data = y) : ((y = Dr(n)), y !== null && (b.data = y)))),
            (y = Sr ? kr(e, n) : Ar(e, n)) &&
              ((b = Jf(r, `onBeforeInput`)),
              0 < b.length &&
                ((v = new or(`onBeforeInput`, `beforeinput`, null, n, i)),
                s.push({ event: v, listeners: b }),
                (v.data = y))),
            If(s, e, r, n, i));
        }
        Vf(s, t);
      });
    }
    function qf(e, t, n) {
      return { instance: e, listener: t, currentTarget: n };
    }
    function Jf(e, t) {
      for (var n = t + `Capture`, r = []; e !== null;) {
        var i = e,
          a = i.stateNode;
        if (
          ((i = i.tag),
          (i !== 5 && i !== 26 && i !== 27) ||
            a === null ||
            ((i = In(e, n)),
            i != null && r.unshift(qf(e, i, a)),
            (i = In(e, t)),
            i != null && r.push(qf(e, i, a))),
          e.tag === 3)
        )
          return r;
        e = e.return;
      }
      return [];
    }
    function Yf(e) {
      if (e === null) return null;
      do e = e.return;
      while (e && e.tag !== 5 && e.tag !== 27);
      return e || null;
    }
    function Xf(e, t, n, r, i) {
      for (var a = t._reactName, o = []; n !== null && n !== r;) {
        var s = n,
          c = s.alternate,
          l = s.stateNode;
        if (((s = s.tag), c !== null && c === r)) break;
        ((s !== 5 && s !== 26 && s !== 27) ||
          l === null ||
          ((c = l),
          i
            ? ((l = In(n, a)), l != null && o.unshift(qf(n, l, c)))
            : i || ((l = In(n, a)), l != null && o.push(qf(n, l, c)))),
          (n = n.return));
      }
      o.length !== 0 && e.push({ event: t, listeners: o });
    }
    var Zf = /\r\n?/g,
      Qf = /\u0000|\uFFFD/g;
    function $f(e) {
      return (typeof e == `string` ? e : `` + e)
        .replace(
          Zf,
          `
`,
        )
        .replace(Qf, ``);
    }
    function ep(e, t) {
      return ((t = $f(t)), $f(e) === t);
    }
    function $(e, t, n, r, a, o) {
      switch (n) {
        case `children`:
          if (typeof r == `string`) t === `body` || (t === `textarea` && r === ``) || bn(e, r);
          else if (typeof r == `number` || typeof r == `bigint`) t !== `body` && bn(e, `` + r);
          else return;
          break;
        case `className`:
          an(e, `class`, r);
          break;
        case `tabIndex`:
          an(e, `tabindex`, r);
          break;
        case `dir`:
        case `role`:
        case `viewBox`:
        case `width`:
        case `height`:
          an(e, n, r);
          break;
        case `style`:
          Cn(e, r, o);
          return;
        case `data`:
          if (t !== `object`) {
            an(e, `data`, r);
            break;
          }
        case `src`:
        case `href`:
          if (
            (r === `` && (t !== `a` || n !== `href`)) ||
            r == null ||
            typeof r == `function` ||
            typeof r == `symbol` ||
            typeof r == `boolean`
          ) {
            e.removeAttribute(n);
            break;
          }
          ((r = Dn(r)), e.setAttribute(n, r));
          break;
        case `action`:
        case `formAction`:
          if (typeof r == `function`) {
            e.setAttribute(
              n,
              `javascript:throw new Error('A React form was unexpectedly submitted. If you called form.submit() manually, consider using form.requestSubmit() instead. If you\\'re trying to use event.stopPropagation() in a submit event handler, consider also calling event.preventDefault().')`,
            );
            break;
          }
          if (
            (typeof o == `function` &&
              (n === `formAction`
                ? (t !== `input` && $(e, t, `name`, a.name, a, null),
                  $(e, t, `formEncType`, a.formEncType, a, null),
                  $(e, t, `formMethod`, a.formMethod, a, null),
                  $(e, t, `formTarget`, a.formTarget, a, null))
                : ($(e, t, `encType`, a.encType, a, null),
                  $(e, t, `method`, a.method, a, null),
                  $(e, t, `target`, a.target, a, null))),
            r == null || typeof r == `symbol` || typeof r == `boolean`)
          ) {
            e.removeAttribute(n);
            break;
          }
          ((r = Dn(r)), e.setAttribute(n, r));
          break;
        case `onClick`:
          r != null && (e.onclick = On);
          return;
        case `onScroll`:
          r != null && Q(`scroll`, e);
          return;
        case `onScrollEnd`:
          r != null && Q(`scrollend`, e);
          return;
        case `dangerouslySetInnerHTML`:
          if (r != null) {
            if (typeof r != `object` || !(`__html` in r)) throw Error(i(61));
            if (((n = r.__html), n != null)) {
              if (a.children != null) throw Error(i(60));
              o?.__html !== n && (e.innerHTML = n);
            }
          }
          break;
        case `multiple`:
          e.multiple = r && typeof r != `function` && typeof r != `symbol`;
          break;
        case `muted`:
          e.muted = r && typeof r != `function` && typeof r != `symbol`;
          break;
        case `suppressContentEditableWarning`:
        case `suppressHydrationWarning`:
        case `defaultValue`:
        case `defaultChecked`:
        case `innerHTML`:
        case `ref`:
          break;
        case `autoFocus`:
          break;
        case `xlinkHref`:
          if (
            r == null ||
            typeof r == `function` ||
            typeof r == `boolean` ||
            typeof r == `symbol`
          ) {
            e.removeAttribute(`xlink:href`);
            break;
          }
          ((n = Dn(r)), e.setAttributeNS(`http://www.w3.org/1999/xlink`, `xlink:href`, n));
          break;
        case `contentEditable`:
        case `spellCheck`:
        case `draggable`:
        case `value`:
        case `autoReverse`:
        case `externalResourcesRequired`:
        case `focusable`:
        case `preserveAlpha`:
          r != null && typeof r != `function` && typeof r != `symbol`
            ? e.setAttribute(n, r)
            : e.removeAttribute(n);
          break;
        case `inert`:
        case `allowFullScreen`:
        case `async`:
        case `autoPlay`:
        case `controls`:
        case `credentialless`:
        case `default`:
        case `defer`:
        case `disabled`:
        case `disablePictureInPicture`:
        case `disableRemotePlayback`:
        case `formNoValidate`:
        case `hidden`:
        case `loop`:
        case `noModule`:
        case `noValidate`:
        case `open`:
        case `playsInline`:
        case `readOnly`:
        case `required`:
        case `reversed`:
        case `scoped`:
        case `seamless`:
        case `itemScope`:
          r && typeof r != `function` && typeof r != `symbol`
            ? e.setAttribute(n, ``)
            : e.removeAttribute(n);
          break;
        case `capture`:
        case `download`:
          !0 === r
            ? e.setAttribute(n, ``)
            : !1 !== r && r != null && typeof r != `function` && typeof r != `symbol`
              ? e.setAttribute(n, r)
              : e.removeAttribute(n);
          break;
        case `cols`:
        case `rows`:
        case `size`:
        case `span`:
          r != null && typeof r != `function` && typeof r != `symbol` && !isNaN(r) && 1 <= r
            ? e.setAttribute(n, r)
            : e.removeAttribute(n);
          break;
        case `rowSpan`:
        case `start`:
          r == null || typeof r == `function` || typeof r == `symbol` || isNaN(r)
            ? e.removeAttribute(n)
            : e.setAttribute(n, r);
          break;
        case `popover`:
          (Q(`beforetoggle`, e), Q(`toggle`, e), rn(e, `popover`, r));
          break;
        case `xlinkActuate`:
          on(e, `http://www.w3.org/1999/xlink`, `xlink:actuate`, r);
          break;
        case `xlinkArcrole`:
          on(e, `http://www.w3.org/1999/xlink`, `xlink:arcrole`, r);
          break;
        case `xlinkRole`:
          on(e, `http://www.w3.org/1999/xlink`, `xlink:role`, r);
          break;
        case `xlinkShow`:
          on(e, `http://www.w3.org/1999/xlink`, `xlink:show`, r);
          break;
        case `xlinkTitle`:
          on(e, `http://www.w3.org/1999/xlink`, `xlink:title`, r);
          break;
        case `xlinkType`:
          on(e, `http://www.w3.org/1999/xlink`, `xlink:type`, r);
          break;
        case `xmlBase`:
          on(e, `http://www.w3.org/XML/1998/namespace`, `xml:base`, r);
          break;
        case `xmlLang`:
          on(e, `http://www.w3.org/XML/1998/namespace`, `xml:lang`, r);
          break;
        case `xmlSpace`:
          on(e, `http://www.w3.org/XML/1998/namespace`, `xml:space`, r);
          break;
        case `is`:
          rn(e, `is`, r);
          break;
        case `innerText`:
        case `textContent`:
          return;
        default:
          if (!(2 < n.length) || (n[0] !== `o` && n[0] !== `O`) || (n[1] !== `n` && n[1] !== `N`))
            ((n = Tn.get(n) || n), rn(e, n, r));
          else return;
      }
      k = !0;
    }
    function tp(e, t, n, r, a, o) {
      switch (n) {
        case `style`:
          Cn(e, r, o);
          return;
        case `dangerouslySetInnerHTML`:
          if (r != null) {
            if (typeof r != `object` || !(`__html` in r)) throw Error(i(61));
            if (((n = r.__html), n != null)) {
              if (a.children != null) throw Error(i(60));
              o?.__html !== n && (e.innerHTML = n);
            }
          }
          break;
        case `children`:
          if (typeof r == `string`) bn(e, r);
          else if (typeof r == `number` || typeof r == `bigint`) bn(e, `` + r);
          else return;
          break;
        case `onScroll`:
          r != null && Q(`scroll`, e);
          return;
        case `onScrollEnd`:
          r != null && Q(`scrollend`, e);
          return;
        case `onClick`:
          r != null && (e.onclick = On);
          return;
        case `suppressContentEditableWarning`:
        case `suppressHydrationWarning`:
        case `innerHTML`:
        case `ref`:
          return;
        case `innerText`:
        case `textContent`:
          return;
        default:
          if (!Yt.hasOwnProperty(n))
            a: {
              if (
                n[0] === `o` &&
                n[1] === `n` &&
                ((a = n.endsWith(`Capture`)),
                (o = n.slice(2, a ? n.length - 7 : void 0)),
                (t = e[Nt] || null),
                (t = t == null ? null : t[n]),
                typeof t == `function` && e.removeEventListener(o, t, a),
                typeof r == `function`)
              ) {
                (typeof t != `function` &&
                  t !== null &&
                  (n in e ? (e[n] = null) : e.hasAttribute(n) && e.removeAttribute(n)),
                  e.addEventListener(o, r, a));
                break a;
              }
              ((k = !0), n in e ? (e[n] = r) : !0 === r ? e.setAttribute(n, ``) : rn(e, n, r));
            }
          return;
      }
      k = !0;
    }
    function np(e, t, n) {
      switch (t) {
        case `div`:
        case `span`:
        case `svg`:
        case `path`:
        case `a`:
        case `g`:
        case `p`:
        case `li`:
          break;
        case `img`:
          (Q(`error`, e), Q(`load`, e));
          var r = !1,
            a = !1,
            o;
          for (o in n)
            if (n.hasOwnProperty(o)) {
              var s = n[o];
              if (s != null)
                switch (o) {
                  case `src`:
                    r = !0;
                    break;
                  case `srcSet`:
                    a = !0;
                    break;
                  case `children`:
                  case `dangerouslySetInnerHTML`:
                    throw Error(i(137, t));
                  default:
                    $(e, t, o, s, n, null);
                }
            }
          (a && $(e, t, `srcSet`, n.srcSet, n, null), r && $(e, t, `src`, n.src, n, null));
          return;
        case `input`:
          Q(`invalid`, e);
          var c = (o = s = a = null),
            l = null,
            u = null;
          for (r in n)
            if (n.hasOwnProperty(r)) {
              var d = n[r];
              if (d != null)
                switch (r) {
                  case `name`:
                    a = d;
                    break;
                  case `type`:
                    s = d;
                    break;
                  case `checked`:
                    l = d;
                    break;
                  case `defaultChecked`:
                    u = d;
                    break;
                  case `value`:
                    o = d;
                    break;
                  case `defaultValue`:
                    c = d;
                    break;
                  case `children`:
                  case `dangerouslySetInnerHTML`:
                    if (d != null) throw Error(i(137, t));
                    break;
                  default:
                    $(e, t, r, d, n, null);
                }
            }
          hn(e, o, c, l, u, s, a, !1);
          return;
        case `select`:
          for (a in (Q(`invalid`, e), (r = s = o = null), n))
            if (n.hasOwnProperty(a) && ((c = n[a]), c != null))
              switch (a) {
                case `value`:
                  o = c;
                  break;
                case `defaultValue`:
                  s = c;
                  break;
                case `multiple`:
                  r = c;
                default:
                  $(e, t, a, c, n, null);
              }
          ((t = o),
            (n = s),
            (e.multiple = !!r),
            t == null ? n != null && _n(e, !!r, n, !0) : _n(e, !!r, t, !1));
          return;
        case `textarea`:
          for (s in (Q(`invalid`, e), (o = a = r = null), n))
            if (n.hasOwnProperty(s) && ((c = n[s]), c != null))
              switch (s) {
                case `value`:
                  r = c;
                  break;
                case `defaultValue`:
                  a = c;
                  break;
                case `children`:
                  o = c;
                  break;
                case `dangerouslySetInnerHTML`:
                  if (c != null) throw Error(i(91));
                  break;
                default:
                  $(e, t, s, c, n, null);
              }
          yn(e, r, a, o);
          return;
        case `option`:
          for (l in n)
            if (n.hasOwnProperty(l) && ((r = n[l]), r != null))
              switch (l) {
                case `selected`:
                  e.selected = r && typeof r != `function` && typeof r != `symbol`;
                  break;
                default:
                  $(e, t, l, r, n, null);
              }
          return;
        case `dialog`:
          (Q(`beforetoggle`, e), Q(`toggle`, e), Q(`cancel`, e), Q(`close`, e));
          break;
        case `iframe`:
        case `object`:
          Q(`load`, e);
          break;
        case `video`:
        case `audio`:
          for (r = 0; r < zf.length; r++) Q(zf[r], e);
          break;
        case `image`:
          (Q(`error`, e), Q(`load`, e));
          break;
        case `details`:
          Q(`toggle`, e);
          break;
        case `embed`:
        case `source`:
        case `link`:
          (Q(`error`, e), Q(`load`, e));
        case `area`:
        case `base`:
        case `br`:
        case `col`:
        case `hr`:
        case `keygen`:
        case `meta`:
        case `param`:
        case `track`:
        case `wbr`:
        case `menuitem`:
          for (u in n)
            if (n.hasOwnProperty(u) && ((r = n[u]), r != null))
              switch (u) {
                case `children`:
                case `dangerouslySetInnerHTML`:
                  throw Error(i(137, t));
                default:
                  $(e, t, u, r, n, null);
              }
          return;
        default:
          if (wn(t)) {
            for (d in n)
              n.hasOwnProperty(d) && ((r = n[d]), r !== void 0 && tp(e, t, d, r, n, void 0));
            return;
          }
      }
      for (c in n) n.hasOwnProperty(c) && ((r = n[c]), r != null && $(e, t, c, r, n, null));
    }
    var rp = {};
    function ip(e, t, n, r) {
      switch (t) {
        case `div`:
        case `span`:
        case `svg`:
        case `path`:
        case `a`:
        case `g`:
        case `p`:
        case `li`:
          break;
        case `input`:
          var a = null,
            o = null,
            s = null,
            c = null,
            l = null,
            u = null,
            d = null;
          for (m in n) {
            var f = n[m];
            if (n.hasOwnProperty(m) && f != null)
              switch (m) {
                case `checked`:
                  break;
                case `value`:
                  break;
                case `defaultValue`:
                  l = f;
                default:
                  r.hasOwnProperty(m) || $(e, t, m, null, r, f);
              }
          }
          for (var p in r) {
            var m = r[p];
            if (((f = n[p]), r.hasOwnProperty(p) && (m != null || f != null)))
              switch (p) {
                case `type`:
                  (m !== f && (k = !0), (o = m));
                  break;
                case `name`:
                  (m !== f && (k = !0), (a = m));
                  break;
                case `checked`:
                  (m !== f && (k = !0), (u = m));
                  break;
                case `defaultChecked`:
                  (m !== f && (k = !0), (d = m));
                  break;
                case `value`:
                  (m !== f && (k = !0), (s = m));
                  break;
                case `defaultValue`:
                  (m !== f && (k = !0), (c = m));
                  break;
                case `children`:
                case `dangerouslySetInnerHTML`:
                  if (m != null) throw Error(i(137, t));
                  break;
                default:
                  m !== f && $(e, t, p, m, r, f);
              }
          }
          mn(e, s, c, l, u, d, o, a);
          return;
        case `select`:
          for (o in ((m = s = c = p = null), n))
            if (((l = n[o]), n.hasOwnProperty(o) && l != null))
              switch (o) {
                case `value`:
                  break;
                case `multiple`:
                  m = l;
                default:
                  r.hasOwnProperty(o) || $(e, t, o, null, r, l);
              }
          for (a in r)
            if (((o = r[a]), (l = n[a]), r.hasOwnProperty(a) && (o != null || l != null)))
              switch (a) {
                case `value`:
                  (o !== l && (k = !0), (p = o));
                  break;
                case `defaultValue`:
                  (o !== l && (k = !0), (c = o));
                  break;
                case `multiple`:
                  (o !== l && (k = !0), (s = o));
                default:
                  o !== l && $(e, t, a, o, r, l);
              }
          ((t = c),
            (n = s),
            (r = m),
            p == null
              ? !!r != !!n && (t == null ? _n(e, !!n, n ? [] : ``, !1) : _n(e, !!n, t, !0))
              : _n(e, !!n, p, !1));
          return;
        case `textarea`:
          for (c in ((m = p = null), n))
            if (((a = n[c]), n.hasOwnProperty(c) && a != null && !r.hasOwnProperty(c)))
              switch (c) {
                case `value`:
                  break;
                case `children`:
                  break;
                default:
                  $(e, t, c, null, r, a);
              }
          for (s in r)
            if (((a = r[s]), (o = n[s]), r.hasOwnProperty(s) && (a != null || o != null)))
              switch (s) {
                case `value`:
                  (a !== o && (k = !0), (p = a));
                  break;
                case `defaultValue`:
                  (a !== o && (k = !0), (m = a));
                  break;
                case `children`:
                  break;
                case `dangerouslySetInnerHTML`:
                  if (a != null) throw Error(i(91));
                  break;
                default:
                  a !== o && $(e, t, s, a, r, o);
              }
          vn(e, p, m);
          return;
        case `option`:
          for (var h in n)
            if (((p = n[h]), n.hasOwnProperty(h) && p != null && !r.hasOwnProperty(h)))
              switch (h) {
                case `selected`:
                  e.selected = !1;
                  break;
                default:
                  $(e, t, h, null, r, p);
              }
          for (l in r)
            if (
              ((p = r[l]), (m = n[l]), r.hasOwnProperty(l) && p !== m && (p != null || m != null))
            )
              switch (l) {
                case `selected`:
                  (p !== m && (k = !0),
                    (e.selected = p && typeof p != `function` && typeof p != `symbol`));
                  break;
                default:
                  $(e, t, l, p, r, m);
              }
          return;
        case `img`:
        case `link`:
        case `area`:
        case `base`:
        case `br`:
        case `col`:
        case `embed`:
        case `hr`:
        case `keygen`:
        case `meta`:
        case `param`:
        case `source`:
        case `track`:
        case `wbr`:
        case `menuitem`:
          for (var g in n)
            ((p = n[g]),
              n.hasOwnProperty(g) && p != null && !r.hasOwnProperty(g) && $(e, t, g, null, r, p));
          for (u in r)
            if (
              ((p = r[u]), (m = n[u]), r.hasOwnProperty(u) && p !== m && (p != null || m != null))
            )
              switch (u) {
                case `children`:
                case `dangerouslySetInnerHTML`:
                  if (p != null) throw Error(i(137, t));
                  break;
                default:
                  $(e, t, u, p, r, m);
              }
          return;
        default:
          if (wn(t)) {
            for (var _ in n)
              ((p = n[_]),
                n.hasOwnProperty(_) &&
                  p !== void 0 &&
                  !r.hasOwnProperty(_) &&
                  tp(e, t, _, void 0, r, p));
            for (d in r)
              ((p = r[d]),
                (m = n[d]),
                !r.hasOwnProperty(d) ||
                  p === m ||
                  (p === void 0 && m === void 0) ||
                  tp(e, t, d, p, r, m));
            return;
          }
      }
      for (var v in n)
        ((p = n[v]),
          n.hasOwnProperty(v) && p != null && !r.hasOwnProperty(v) && $(e, t, v, null, r, p));
      for (f in r)
        ((p = r[f]),
          (m = n[f]),
          !r.hasOwnProperty(f) || p === m || (p == null && m == null) || $(e, t, f, p, r, m));
    }
    function ap(e) {
      switch (e) {
        case `css`:
        case `script`:
        case `font`:
        case `img`:
        case `image`:
        case `input`:
        case `link`:
          return !0;
        default:
          return !1;
      }
    }
    function op() {
      if (typeof performance.getEntriesByType == `function`) {
        for (
          var e = 0, t = 0, n = performance.getEntriesByType(`resource`), r = 0;
          r < n.length;
          r++
        ) {
          var i = n[r],
            a = i.transferSize,
            o = i.initiatorType,
            s = i.duration;
          if (a && s && ap(o)) {
            for (o = 0, s = i.responseEnd, r += 1; r < n.length; r++) {
              var c = n[r],
                l = c.startTime;
              if (l > s) break;
              var u = c.transferSize,
                d = c.initiatorType;
              u && ap(d) && ((c = c.responseEnd), (o += u * (c < s ? 1 : (s - l) / (c - l))));
            }
            if ((--r, (t += (8 * (a + o)) / (i.duration / 1e3)), e++, 10 < e)) break;
          }
        }
        if (0 < e) return t / e / 1e6;
      }
      return navigator.connection && ((e = navigator.connection.downlink), typeof e == `number`)
        ? e
        : 5;
    }
    var sp = null,
      cp = null;
    function lp(e) {
      return e.nodeType === 9 ? e : e.ownerDocument;
    }
    function up(e) {
      switch (e) {
        case `http://www.w3.org/2000/svg`:
          return 1;
        case `http://www.w3.org/1998/Math/MathML`:
          return 2;
        default:
          return 0;
      }
    }
    function dp(e, t) {
      if (e === 0)
        switch (t) {
          case `svg`:
            return 1;
          case `math`:
            return 2;
          default:
            return 0;
        }
      return e === 1 && t === `foreignObject` ? 0 : e;
    }
    function fp(e, t, n, r) {
      return ((n = lp(n).createElement(e)), (n[Mt] = r), (n[Nt] = t), np(n, e, t), Kt(n), n);
    }
    function pp(e, t) {
      return (
        e === `textarea` ||
        e === `noscript` ||
        typeof t.children == `string` ||
        typeof t.children == `number` ||
        typeof t.children == `bigint` ||
        (typeof t.dangerouslySetInnerHTML == `object` &&
          t.dangerouslySetInnerHTML !== null &&
          t.dangerouslySetInnerHTML.__html != null)
      );
    }
    var mp = null;
    function hp() {
      var e = window.event;
      return e && e.type === `popstate` ? e !== mp && ((mp = e), !0) : ((mp = null), !1);
    }
    var gp = typeof setTimeout == `function` ? setTimeout : void 0,
      _p = typeof clearTimeout == `function` ? clearTimeout : void 0,
      vp = typeof Promise == `function` ? Promise : void 0,
      yp = typeof requestAnimationFrame == `function` ? requestAnimationFrame : gp,
      bp =
        typeof queueMicrotask == `function`
          ? queueMicrotask
          : vp === void 0
            ? gp
            : function (e) {
                return vp.resolve(null).then(e).catch(xp);
              };
    function xp(e) {
      setTimeout(function () {
        throw e;
      });
    }
    function Sp(e) {
      return e === `head`;
    }
    function Cp(e, t) {
      var n = t,
        r = 0;
      do {
        var i = n.nextSibling;
        if ((e.removeChild(n), i && i.nodeType === 8)) {
          if (((n = i.data), n === `/$` || n === `/&`)) {
            if (r === 0) {
              (e.removeChild(i), Hh(t));
              return;
            }
            r--;
          } else if (n === `$` || n === `$?` || n === `$~` || n === `$!` || n === `&`) r++;
          else if (n === `html`) _m(e.ownerDocument.documentElement);
          else if (n === `head`) {
            ((n = e.ownerDocument.head), _m(n));
            for (var a = n.firstChild; a;) {
              var o = a.nextSibling,
                s = a.nodeName;
              (a[zt] ||
                s === `SCRIPT` ||
                s === `STYLE` ||
                (s === `LINK` && a.rel.toLowerCase() === `stylesheet`) ||
                n.removeChild(a),
                (a = o));
            }
          } else n === `body` && _m(e.ownerDocument.body);
        }
        n = i;
      } while (n);
      Hh(t);
    }
    function wp(e, t) {
      var n = e;
      e = 0;
      do {
        var r = n.nextSibling;
        if (
          (n.nodeType === 1
            ? t
              ? ((n._stashedDisplay = n.style.display), (n.style.display = `none`))
              : ((n.style.display = n._stashedDisplay || ``),
                n.getAttribute(`style`) === `` && n.removeAttribute(`style`))
            : n.nodeType === 3 &&
              (t
                ? ((n._stashedText = n.nodeValue), (n.nodeValue = ``))
                : (n.nodeValue = n._stashedText || ``)),
          r && r.nodeType === 8)
        ) {
          if (((n = r.data), n === `/$`)) {
            if (e === 0) break;
            e--;
          } else (n !== `$` && n !== `$?` && n !== `$~` && n !== `$!`) || e++;
        }
        n = r;
      } while (n);
    }
    function Tp(e, t, n) {
      if (
        ((t = CSS.escape(t) === t ? t : `r-` + btoa(t).replace(/=/g, ``)),
        (e.style.viewTransitionName = t),
        n != null && (e.style.viewTransitionClass = n),
        (n = getComputedStyle(e)),
        n.display === `inline`)
      ) {
        if (((t = e.getClientRects()), t.length === 1)) var r = 1;
        else
          for (var i = (r = 0); i < t.length; i++) {
            var a = t[i];
            0 < a.width && 0 < a.height && r++;
          }
        r === 1 &&
          ((e = e.style),
          (e.display = t.length === 1 ? `inline-block` : `block`),
          (e.marginTop = `-` + n.paddingTop),
          (e.marginBottom = `-` + n.paddingBottom));
      }
    }
    function Ep(e, t) {
      ((e = e.style), (t = t.style));
      var n =
        t == null
          ? null
          : t.hasOwnProperty(`viewTransitionName`)
            ? t.viewTransitionName
            : t.hasOwnProperty(`view-transition-name`)
              ? t[`view-transition-name`]
              : null;
      ((e.viewTransitionName = n == null || typeof n == `boolean` ? `` : (`` + n).trim()),
        (n =
          t == null
            ? null
            : t.hasOwnProperty(`viewTransitionClass`)
              ? t.viewTransitionClass
              : t.hasOwnProperty(`view-transition-class`)
                ? t[`view-transition-class`]
                : null),
        (e.viewTransitionClass = n == null || typeof n == `boolean` ? `` : (`` + n).trim()),
        e.display === `inline-block` &&
          (t == null
            ? (e.display = e.margin = ``)
            : ((n = t.display),
              (e.display = n == null || typeof n == `boolean` ? `` : n),
              (n = t.margin),
              n == null
                ? ((n = t.hasOwnProperty(`marginTop`) ? t.marginTop : t[`margin-top`]),
                  (e.marginTop = n == null || typeof n == `boolean` ? `` : n),
                  (t = t.hasOwnProperty(`marginBottom`) ? t.marginBottom : t[`margin-bottom`]),
                  (e.marginBottom = t == null || typeof t == `boolean` ? `` : t))
                : (e.margin = n))));
    }
    function Dp(e, t, n) {
      return (
        (n = n.ownerDocument.defaultView),
        {
          rect: e,
          abs: t.position === `absolute` || t.position === `fixed`,
          clip:
            t.clipPath !== `none` ||
            t.overflow !== `visible` ||
            t.filter !== `none` ||
            t.mask !== `none` ||
            t.mask !== `none` ||
            t.borderRadius !== `0px`,
          view: 0 <= e.bottom && 0 <= e.right && e.top <= n.innerHeight && e.left <= n.innerWidth,
        }
      );
    }
    function Op(e) {
      return Dp(e.getBoundingClientRect(), getComputedStyle(e), e);
    }
    function kp(e) {
      var t = e.getBoundingClientRect();
      t = new DOMRect(t.x + 2e4, t.y + 2e4, t.width, t.height);
      var n = getComputedStyle(e);
      return Dp(t, n, e);
    }
    function Ap(e) {
      return e.documentElement.clientHeight;
    }
    function jp(e) {
      (this.addEventListener(`load`, e), this.addEventListener(`error`, e));
    }
    function Mp(e, t, n, r, i, a, o, s, c) {
      var l = t.nodeType === 9 ? t : t.ownerDocument;
      try {
        var u = l.startViewTransition({
          update: function () {
            var t = l.defaultView,
              n = t.navigation && t.navigation.transition,
              o = l.fonts.status;
            r();
            var s = [];
            if (
              (o === `loaded` && (Ap(l), l.fonts.status === `loading` && s.push(l.fonts.ready)),
              (o = s.length),
              e !== null)
            )
              for (var c = e.suspenseyImages, u = 0, d = 0; d < c.length; d++) {
                var f = c[d];
                if (!f.complete) {
                  var p = f.getBoundingClientRect();
                  if (
                    0 < p.bottom &&
                    0 < p.right &&
                    p.top < t.innerHeight &&
                    p.left < t.innerWidth
                  ) {
                    if (((u += Xm(f)), u > $m)) {
                      s.length = o;
                      break;
                    }
                    ((f = new Promise(jp.bind(f))), s.push(f));
                  }
                }
              }
            if (0 < s.length)
              return (
                (t = Promise.race([
                  Promise.all(s),
                  new Promise(function (e) {
                    return setTimeout(e, 500);
                  }),
                ]).then(i, i)),
                (n ? Promise.allSettled([n.finished, t]) : t).then(a, a)
              );
            if ((i(), n)) return n.finished.then(a, a);
            a();
          },
          types: n,
        });
        l.__reactViewTransition = u;
        var d = [];
        return (
          u.ready.then(
            function () {
              for (
                var e = l.documentElement.getAnimations({ subtree: !0 }), t = 0;
                t < e.length;
                t++
              ) {
                var n = e[t],
                  r = n.effect,
                  i = r.pseudoElement;
                if (i != null && i.startsWith(`::view-transition`)) {
                  (d.push(n), (n = r.getKeyframes()));
                  for (var a = (i = void 0), s = !0, c = 0; c < n.length; c++) {
                    var u = n[c],
                      f = u.width;
                    if (i === void 0) i = f;
                    else if (i !== f) {
                      s = !1;
                      break;
                    }
                    if (((f = u.height), a === void 0)) a = f;
                    else if (a !== f) {
                      s = !1;
                      break;
                    }
                    (delete u.width, delete u.height, u.transform === `none` && delete u.transform);
                  }
                  s &&
                    i !== void 0 &&
                    a !== void 0 &&
                    (r.setKeyframes(n),
                    (s = getComputedStyle(r.target, r.pseudoElement)),
                    s.width !== i || s.height !== a) &&
                    ((s = n[0]),
                    (s.width = i),
                    (s.height = a),
                    (s = n[n.length - 1]),
                    (s.width = i),
                    (s.height = a),
                    r.setKeyframes(n));
                }
              }
              o();
            },
            function (e) {
              l.__reactViewTransition === u && (l.__reactViewTransition = null);
              try {
                if (typeof e == `object` && e)
                  switch (e.name) {
                    case `InvalidStateError`:
                      (e.message ===
                        `View transition was skipped because document visibility state is hidden.` ||
                        e.message ===
                          `Skipping view transition because document visibility state has become hidden.` ||
                        e.message === `Skipping view transition because viewport size changed.` ||
                        e.message === `Transition was aborted because of invalid state`) &&
                        (e = null);
                  }
                e !== null && c(e);
              } finally {
                (r(), i(), o());
              }
            },
          ),
          u.finished.finally(function () {
            for (var e = 0; e < d.length; e++) d[e].cancel();
            (l.__reactViewTransition === u && (l.__reactViewTransition = null), s());
          }),
          u
        );
      } catch {
        return (r(), i(), o(), null);
      }
    }
    function Np(e, t) {
      ((this._scope = document.documentElement),
        (this._selector = `::view-transition-` + e + `(` + t + `)`));
    }
    ((Np.prototype.animate = function (e, t) {
      return (
        (t = typeof t == `number` ? { duration: t } : w({}, t)),
        (t.pseudoElement = this._selector),
        this._scope.animate(e, t)
      );
    }),
      (Np.prototype.getAnimations = function () {
        for (
          var e = this._scope,
            t = this._selector,
            n = e.getAnimations({ subtree: !0 }),
            r = [],
            i = 0;
          i < n.length;
          i++
        ) {
          var a = n[i].effect;
          a !== null && a.target === e && a.pseudoElement === t && r.push(n[i]);
        }
        return r;
      }),
      (Np.prototype.getComputedStyle = function () {
        return getComputedStyle(this._scope, this._selector);
      }));
    function Pp(e) {
      return {
        name: e,
        group: new Np(`group`, e),
        imagePair: new Np(`image-pair`, e),
        old: new Np(`old`, e),
        new: new Np(`new`, e),
      };
    }
    function Fp(e) {
      ((this._fragmentFiber = e), (this._observers = this._eventListeners = null));
    }
    Fp.prototype.addEventListener = function (e, t, n) {
      var r = null,
        i = null;
      if (!(
        n != null &&
        typeof n != `boolean` &&
        ((r = n.signal || null), r !== null && r.aborted)
      )) {
        this._eventListeners === null && (this._eventListeners = []);
        var a = this._eventListeners;
        if (Bp(a, e, t, n) === -1) {
          var o = this,
            s = t;
          (n != null &&
            typeof n != `boolean` &&
            !0 === n.once &&
            (s = function (r) {
              (o.removeEventListener(e, t, n),
                typeof t == `function` ? t.call(this, r) : t.handleEvent(r));
            }),
            r !== null &&
              ((i = o.removeEventListener.bind(o, e, t, n)),
              r.addEventListener(`abort`, i, { once: !0 }),
              (i = r.removeEventListener.bind(r, `abort`, i))),
            (r = Rp(n)),
            a.push({
              type: e,
              listener: t,
              optionsOrUseCapture: n,
              attachedListener: s,
              cleanup: i,
            }),
            h(this._fragmentFiber.child, !1, Ip, e, s, r));
        }
        this._eventListeners = a;
      }
    };
    function Ip(e, t, n, r) {
      return (b(e).addEventListener(t, n, r), !1);
    }
    Fp.prototype.removeEventListener = function (e, t, n) {
      var r = this._eventListeners;
      if (r !== null && ((t = Bp(r, e, t, n)), t !== -1)) {
        var i = r[t];
        n = i.attachedListener;
        var a = i.cleanup;
        ((i = Rp(i.optionsOrUseCapture)),
          h(this._fragmentFiber.child, !1, Lp, e, n, i),
          r.splice(t, 1),
          a !== null && a());
      }
    };
    function Lp(e, t, n, r) {
      return (b(e).removeEventListener(t, n, r), !1);
    }
    function Rp(e) {
      return e != null &&
        typeof e != `boolean` &&
        (!0 === e.once || e.signal instanceof AbortSignal)
        ? { capture: e.capture, passive: e.passive }
        : e;
    }
    function zp(e) {
      return e == null
        ? `c=0`
        : typeof e == `boolean`
          ? `c=` + (e ? `1` : `0`)
          : `c=` + (e.capture ? `1` : `0`);
    }
    function Bp(e, t, n, r) {
      if (e.length === 0) return -1;
      r = zp(r);
      for (var i = 0; i < e.length; i++) {
        var a = e[i];
        if (a.type === t && a.listener === n && zp(a.optionsOrUseCapture) === r) return i;
      }
      return -1;
    }
    ((Fp.prototype.dispatchEvent = function (e) {
      var t = g(this._fragmentFiber);
      if (t === null) return !0;
      t = b(t);
      var n = this._eventListeners;
      if ((n !== null && 0 < n.length) || !e.bubbles) {
        var r = t.nodeType === 9 ? t.createComment(``) : document.createTextNode(``);
        if (n)
          for (var i = 0; i < n.length; i++) {
            var a = n[i];
            r.addEventListener(a.type, a.attachedListener, Rp(a.optionsOrUseCapture));
          }
        if ((t.appendChild(r), (e = r.dispatchEvent(e)), n))
          for (i = 0; i < n.length; i++)
            ((a = n[i]),
              r.removeEventListener(a.type, a.attachedListener, Rp(a.optionsOrUseCapture)));
        return (t.removeChild(r), e);
      }
      return t.dispatchEvent(e);
    }),
      (Fp.prototype.focus = function (e) {
        h(this._fragmentFiber.child, !0, Vp, e, void 0, void 0);
      }));
    function Vp(e, t) {
      return e.tag !== 6 && ((e = b(e)), pm(e, t));
    }
    Fp.prototype.focusLast = function (e) {
      var t = [];
      h(this._fragmentFiber.child, !0, Hp, t, void 0, void 0);
      for (var n = t.length - 1; 0 <= n && !Vp(t[n], e); n--);
    };
    function Hp(e, t) {
      return (t.push(e), !1);
    }
    Fp.prototype.blur = function () {
      var e = g(this._fragmentFiber);
      e !== null &&
        ((e = b(e)),
        (e = lp(e).activeElement),
        e !== null && h(this._fragmentFiber.child, !1, Up, e, void 0, void 0));
    };
    function Up(e, t) {
      return e.tag !== 6 && ((e = b(e)), e === t || e.contains(t) ? (t.blur(), !0) : !1);
    }
    Fp.prototype.observeUsing = function (e) {
      (this._observers === null && (this._observers = new Set()),
        this._observers.add(e),
        h(this._fragmentFiber.child, !1, Wp, e, void 0, void 0));
    };
    function Wp(e, t) {
      return (e.tag === 6 || ((e = b(e)), t.observe(e)), !1);
    }
    Fp.prototype.unobserveUsing = function (e) {
      var t = this._observers;
      if (t !== null && t.has(e)) {
        (t.delete(e), h(this._fragmentFiber.child, !1, Gp, e, void 0, void 0));
        for (var n = (t = 0); n < Kp.length; n++) {
          var r = Kp[n];
          r.fragmentInstance === this && r.observer === e ? e.unobserve(r.instance) : (Kp[t++] = r);
        }
        Kp.length = t;
      }
    };
    function Gp(e, t) {
      return (e.tag === 6 || ((e = b(e)), t.unobserve(e)), !1);
    }
    var Kp = [],
      qp = !1;
    function Jp(e, t, n) {
      (Kp.push({ fragmentInstance: e, observer: t, instance: n }),
        qp ||
          ((qp = !0),
          mm(function () {
            qp = !1;
            var e = Kp;
            Kp = [];
            for (var t = 0; t < e.length; t++) {
              var n = e[t];
              n.observer.unobserve(n.instance);
            }
          })));
    }
    Fp.prototype.getClientRects = function () {
      var e = [];
      return (h(this._fragmentFiber.child, !1, Yp, e, void 0, void 0), e);
    };
    function Yp(e, t) {
      if (e.tag === 6) {
        e = e.stateNode;
        var n = e.ownerDocument.createRange();
        (n.selectNodeContents(e), t.push.apply(t, n.getClientRects()));
      } else ((e = b(e)), t.push.apply(t, e.getClientRects()));
      return !1;
    }
    ((Fp.prototype.getRootNode = function (e) {
      var t = g(this._fragmentFiber);
      return t === null ? this : b(t).getRootNode(e);
    }),
      (Fp.prototype.compareDocumentPosition = function (e) {
        var t = g(this._fragmentFiber);
        if (t === null) return Node.DOCUMENT_POSITION_DISCONNECTED;
        var n = [];
        h(this._fragmentFiber.child, !1, Hp, n, void 0, void 0);
        var r = b(t);
        if (n.length === 0) {
          if (((n = r), _(this._fragmentFiber))) {
            a: {
              for (t = this._fragmentFiber.return; t !== null;) {
                if (t.tag === 4) {
                  t = t.stateNode.containerInfo;
                  break a;
                }
                if (t.tag === 3 || t.tag === 5 || t.tag === 27) break;
                t = t.return;
              }
              t = null;
            }
            t != null && (n = t);
          }
          t = this._fragmentFiber;
          var i = (r = n.compareDocumentPosition(e));
          return (
            n === e
              ? (i = Node.DOCUMENT_POSITION_CONTAINS)
              : r & Node.DOCUMENT_POSITION_CONTAINED_BY &&
                ((n = v(t)[1]),
                n === null
                  ? (i = Node.DOCUMENT_POSITION_PRECEDING)
                  : ((e = b(n).compareDocumentPosition(e)),
                    (i =
                      e === 0 || e & Node.DOCUMENT_POSITION_FOLLOWING
                        ? Node.DOCUMENT_POSITION_FOLLOWING
                        : Node.DOCUMENT_POSITION_PRECEDING))),
            (i |= Node.DOCUMENT_POSITION_IMPLEMENTATION_SPECIFIC)
          );
        }
        ((t = b(n[0])), (i = b(n[n.length - 1])));
        var a = _(this._fragmentFiber) ? t.parentElement : r;
        if (a == null) return Node.DOCUMENT_POSITION_DISCONNECTED;
        ((r = a.compareDocumentPosition(t) & Node.DOCUMENT_POSITION_CONTAINED_BY),
          (a = a.compareDocumentPosition(i) & Node.DOCUMENT_POSITION_CONTAINED_BY));
        var o = t.compareDocumentPosition(e),
          s = i.compareDocumentPosition(e),
          c = o & Node.DOCUMENT_POSITION_CONTAINED_BY || s & Node.DOCUMENT_POSITION_CONTAINED_BY;
        return (
          (s =
            r && a && o & Node.DOCUMENT_POSITION_FOLLOWING && s & Node.DOCUMENT_POSITION_PRECEDING),
          (t =
            (r && t === e) || (a && i === e) || c || s
              ? Node.DOCUMENT_POSITION_CONTAINED_BY
              : (!r && t === e) || (!a && i === e)
                ? Node.DOCUMENT_POSITION_IMPLEMENTATION_SPECIFIC
                : o),
          t & Node.DOCUMENT_POSITION_DISCONNECTED ||
          t & Node.DOCUMENT_POSITION_IMPLEMENTATION_SPECIFIC ||
          Xp(t, this._fragmentFiber, n[0], n[n.length - 1], e)
            ? t
            : Node.DOCUMENT_POSITION_IMPLEMENTATION_SPECIFIC
        );
      }));
    function Xp(e, t, n, r, i) {
      var a = Ht(i);
      if (e & Node.DOCUMENT_POSITION_CONTAINED_BY) {
        if ((n = !!a))
          a: {
            for (; a !== null;) {
              if (a.tag === 7 && (a === t || a.alternate === t)) {
                n = !0;
                break a;
              }
              a = a.return;
            }
            n = !1;
          }
        return n;
      }
      if (e & Node.DOCUMENT_POSITION_CONTAINS) {
        if (a === null)
          return ((a = i.ownerDocument), i === a || i === a.documentElement || i === a.body);
        a: {
          for (a = t, t = g(t); a !== null;) {
            if (!((a.tag !== 5 && a.tag !== 3 && a.tag !== 27) || (a !== t && a.alternate !== t))) {
              a = !0;
              break a;
            }
            a = a.return;
          }
          a = !1;
        }
        return a;
      }
      return e & Node.DOCUMENT_POSITION_PRECEDING
        ? ((t = !!a) &&
            !(t = a === n) &&
            ((t = ne(n, a, C)),
            t === null ? (t = !1) : (h(t, !0, te, a, n), (a = x), (x = null), (t = a !== null))),
          t)
        : e & Node.DOCUMENT_POSITION_FOLLOWING
          ? ((t = !!a) &&
              !(t = a === r) &&
              ((t = ne(r, a, C)),
              t === null
                ? (t = !1)
                : (h(t, !0, S, a, r), (a = x), (ee = x = null), (t = a !== null))),
            t)
          : !1;
    }
    function Zp(e, t) {
      var n = e.ownerDocument.createRange();
      (n.selectNodeContents(e),
        (e = n.getBoundingClientRect()),
        window.scrollTo(
          window.scrollX + e.left,
          t ? window.scrollY + e.top : window.scrollY + e.bottom - window.innerHeight,
        ));
    }
    Fp.prototype.scrollIntoView = function (e) {
      if (typeof e == `object`) throw Error(i(566));
      var t = [];
      h(this._fragmentFiber.child, !1, Hp, t, void 0, void 0);
      var n = !1 !== e;
      if (t.length === 0) {
        var r = v(this._fragmentFiber);
        if (((r = n ? r[1] || r[0] || g(this._fragmentFiber) : r[0] || r[1]), r === null)) return;
        if (r.tag === 6) {
          ((e = b(r)), Zp(e, n));
          return;
        }
        if (((r = b(r)), r.nodeType !== 9)) {
          if (r.nodeType === 11) {
            ((n = `host` in r ? r.host : null), n !== null && n.scrollIntoView(e));
            return;
          }
          r.scrollIntoView(e);
        }
      }
      for (r = n ? t.length - 1 : 0; r !== (n ? -1 : t.length);) {
        var a = t[r];
        (a.tag === 6 ? ((a = b(a)), Zp(a, n)) : b(a).scrollIntoView(e), (r += n ? -1 : 1));
      }
    };
    function Qp(e, t) {
      return ((e = b(e)), $p(e, t), !1);
    }
    function $p(e, t) {
      ((e.reactFragments ??= new Set()), e.reactFragments.add(t));
    }
    function em(e, t) {
      var n = t._eventListeners;
      if (n !== null)
        for (var r = 0; r < n.length; r++) {
          var i = n[r];
          e.addEventListener(i.type, i.attachedListener, Rp(i.optionsOrUseCapture));
        }
      e.nodeType !== 3 &&
        ((n = t._observers),
        n !== null &&
          n.forEach(function (n) {
            for (var r = 0, i = 0; i < Kp.length; i++) {
              var a = Kp[i];
              (a.fragmentInstance !== t || a.observer !== n || a.instance !== e) && (Kp[r++] = a);
            }
            ((Kp.length = r), n.observe(e));
          }),
        $p(e, t));
    }
    function tm(e, t) {
      var n = t._eventListeners;
      if (n !== null)
        for (var r = 0; r < n.length; r++) {
          var i = n[r];
          e.removeEventListener(i.type, i.attachedListener, Rp(i.optionsOrUseCapture));
        }
      e.nodeType !== 3 &&
        ((n = t._observers),
        n !== null &&
          n.forEach(function (n) {
            typeof n.rootMargin == `string` ? Jp(t, n, e) : n.unobserve(e);
          }),
        e.reactFragments != null && e.reactFragments.delete(t));
    }
    function nm(e) {
      var t = e.firstChild;
      for (t && t.nodeType === 10 && (t = t.nextSibling); t;) {
        var n = t;
        switch (((t = t.nextSibling), n.nodeName)) {
          case `HTML`:
          case `HEAD`:
          case `BODY`:
            (nm(n), Vt(n));
            continue;
          case `SCRIPT`:
          case `STYLE`:
            continue;
          case `LINK`:
            if (n.rel.toLowerCase() === `stylesheet`) continue;
        }
        e.removeChild(n);
      }
    }
    function rm(e, t, n, r) {
      for (; e.nodeType === 1;) {
        var i = n;
        if (e.nodeName.toLowerCase() !== t.toLowerCase()) {
          if (!r && (e.nodeName !== `INPUT` || e.type !== `hidden`)) break;
        } else if (!r) {
          if (t === `input` && e.type === `hidden`) {
            var a = i.name == null ? null : `` + i.name;
            if (i.type === `hidden` && e.getAttribute(`name`) === a) return e;
          } else return e;
        } else if (!e[zt])
          switch (t) {
            case `meta`:
              if (!e.hasAttribute(`itemprop`)) break;
              return e;
            case `link`:
              if (
                ((a = e.getAttribute(`rel`)),
                (a === `stylesheet` && e.hasAttribute(`data-precedence`)) ||
                  a !== i.rel ||
                  e.getAttribute(`href`) !== (i.href == null || i.href === `` ? null : i.href) ||
                  e.getAttribute(`crossorigin`) !==
                    (i.crossOrigin == null ? null : i.crossOrigin) ||
                  e.getAttribute(`title`) !== (i.title == null ? null : i.title))
              )
                break;
              return e;
            case `style`:
              if (e.hasAttribute(`data-precedence`)) break;
              return e;
            case `script`:
              if (
                ((a = e.getAttribute(`src`)),
                (a !== (i.src == null ? null : i.src) ||
                  e.getAttribute(`type`) !== (i.type == null ? null : i.type) ||
                  e.getAttribute(`crossorigin`) !==
                    (i.crossOrigin == null ? null : i.crossOrigin)) &&
                  a &&
                  e.hasAttribute(`async`) &&
                  !e.hasAttribute(`itemprop`))
              )
                break;
              return e;
            default:
              return e;
          }
        if (((e = lm(e.nextSibling)), e === null)) break;
      }
      return null;
    }
    function im(e, t, n) {
      if (t === ``) return null;
      for (; e.nodeType !== 3;)
        if (
          ((e.nodeType !== 1 || e.nodeName !== `INPUT` || e.type !== `hidden`) && !n) ||
          ((e = lm(e.nextSibling)), e === null)
        )
          return null;
      return e;
    }
    function am(e, t) {
      for (; e.nodeType !== 8;)
        if (
          ((e.nodeType !== 1 || e.nodeName !== `INPUT` || e.type !== `hidden`) && !t) ||
          ((e = lm(e.nextSibling)), e === null)
        )
          return null;
      return e;
    }
    function om(e) {
      return e.data === `$?` || e.data === `$~`;
    }
    function sm(e) {
      return e.data === `$!` || (e.data === `$?` && e.ownerDocument.readyState !== `loading`);
    }
    function cm(e, t) {
      var n = e.ownerDocument;
      if (e.data === `$~`) e._reactRetry = t;
      else if (e.data !== `$?` || n.readyState !== `loading`) t();
      else {
        var r = function () {
          (t(), n.removeEventListener(`DOMContentLoaded`, r));
        };
        (n.addEventListener(`DOMContentLoaded`, r), (e._reactRetry = r));
      }
    }
    function lm(e) {
      for (; e != null; e = e.nextSibling) {
        var t = e.nodeType;
        if (t === 1 || t === 3) break;
        if (t === 8) {
          if (
            ((t = e.data),
            t === `$` ||
              t === `$!` ||
              t === `$?` ||
              t === `$~` ||
              t === `&` ||
              t === `F!` ||
              t === `F`)
          )
            break;
          if (t === `/$` || t === `/&`) return null;
        }
      }
      return e;
    }
    var um = null;
    function dm(e) {
      e = e.nextSibling;
      for (var t = 0; e;) {
        if (e.nodeType === 8) {
          var n = e.data;
          if (n === `/$` || n === `/&`) {
            if (t === 0) return lm(e.nextSibling);
            t--;
          } else (n !== `$` && n !== `$!` && n !== `$?` && n !== `$~` && n !== `&`) || t++;
        }
        e = e.nextSibling;
      }
      return null;
    }
    function fm(e) {
      e = e.previousSibling;
      for (var t = 0; e;) {
        if (e.nodeType === 8) {
          var n = e.data;
          if (n === `$` || n === `$!` || n === `$?` || n === `$~` || n === `&`) {
            if (t === 0) return e;
            t--;
          } else (n !== `/$` && n !== `/&`) || t++;
        }
        e = e.previousSibling;
      }
      return null;
    }
    function pm(e, t) {
      function n() {
        r = !0;
      }
      if (e.ownerDocument.activeElement === e) return !0;
      var r = !1;
      try {
        (e.ownerDocument.addEventListener(`focus`, n, !0),
          (e.focus || HTMLElement.prototype.focus).call(e, t));
      } finally {
        e.ownerDocument.removeEventListener(`focus`, n, !0);
      }
      return r;
    }
    function mm(e) {
      yp(function () {
        yp(function (t) {
          return e(t);
        });
      });
    }
    function hm(e, t, n) {
      switch (((t = lp(n)), e)) {
        case `html`:
          if (((e = t.documentElement), !e)) throw Error(i(452));
          return e;
        case `head`:
          if (((e = t.head), !e)) throw Error(i(453));
          return e;
        case `body`:
          if (((e = t.body), !e)) throw Error(i(454));
          return e;
        default:
          throw Error(i(451));
      }
    }
    function gm(e, t, n) {
      for (var r in n) {
        var i = n[r];
        n.hasOwnProperty(r) && i != null && $(e, t, r, null, rp, i);
      }
      (n.dangerouslySetInnerHTML != null && (e.textContent = ``),
        e.onclick === On && (e.onclick = null),
        Vt(e));
    }
    function _m(e) {
      for (var t = e.attributes; t.length;) e.removeAttributeNode(t[0]);
      Vt(e);
    }
    var vm = new Map(),
      ym = new Set();
    function bm(e) {
      if (typeof e.getRootNode == `function`) {
        var t = e.getRootNode();
        if (t.nodeType === 9 || t.nodeType === 11) return t;
      }
      return e.nodeType === 9 ? e : e.ownerDocument;
    }
    var xm = E.d;
    E.d = { f: Sm, r: Cm, D: Em, C: Dm, L: Om, m: km, X: jm, S: Am, M: Mm };
    function Sm() {
      var e = xm.f(),
        t = zd();
      return e || t;
    }
    function Cm(e) {
      var t = Ut(e);
      t !== null && t.tag === 5 && t.type === `form` ? ic(t) : xm.r(e);
    }
    var wm = typeof document > `u` ? null : document;
    function Tm(e, t, n) {
      var r = wm;
      if (r && typeof t == `string` && t) {
        var i = pn(t);
        ((i = `link[rel="` + e + `"][href="` + i + `"]`),
          typeof n == `string` && (i += `[crossorigin="` + n + `"]`),
          ym.has(i) ||
            (ym.add(i),
            (e = { rel: e, crossOrigin: n, href: t }),
            r.querySelector(i) === null &&
              ((t = r.createElement(`link`)), np(t, `link`, e), Kt(t), r.head.appendChild(t))));
      }
    }
    function Em(e) {
      (xm.D(e), Tm(`dns-prefetch`, e, null));
    }
    function Dm(e, t) {
      (xm.C(e, t), Tm(`preconnect`, e, t));
    }
    function Om(e, t, n) {
      xm.L(e, t, n);
      var r = wm;
      if (r && e && t) {
        var i = `link[rel="preload"][as="` + pn(t) + `"]`;
        t === `image` && n && n.imageSrcSet
          ? ((i += `[imagesrcset="` + pn(n.imageSrcSet) + `"]`),
            typeof n.imageSizes == `string` && (i += `[imagesizes="` + pn(n.imageSizes) + `"]`))
          : (i += `[href="` + pn(e) + `"]`);
        var a = i;
        switch (t) {
          case `style`:
            a = Pm(e);
            break;
          case `script`:
            a = Rm(e);
        }
        if (!(
          vm.has(a) ||
          ((e = w(
            { rel: `preload`, href: t === `image` && n && n.imageSrcSet ? void 0 : e, as: t },
            n,
          )),
          vm.set(a, e),
          r.querySelector(i) !== null ||
            (t === `style` && r.querySelector(Fm(a))) ||
            (t === `script` && r.querySelector(zm(a))))
        )) {
          var o = r.createElement(`link`);
          (np(o, `link`, e),
            t === `style` &&
              ((o[Bt] = !0),
              (o.onload = o.onerror =
                function () {
                  qt(o);
                })),
            Kt(o),
            r.head.appendChild(o));
        }
      }
    }
    function km(e, t) {
      xm.m(e, t);
      var n = wm;
      if (n && e) {
        var r = t && typeof t.as == `string` ? t.as : `script`,
          i = `link[rel="modulepreload"][as="` + pn(r) + `"][href="` + pn(e) + `"]`,
          a = i;
        switch (r) {
          case `audioworklet`:
          case `paintworklet`:
          case `serviceworker`:
          case `sharedworker`:
          case `worker`:
          case `script`:
            a = Rm(e);
        }
        if (
          !vm.has(a) &&
          ((e = w({ rel: `modulepreload`, href: e }, t)), vm.set(a, e), n.querySelector(i) === null)
        ) {
          switch (r) {
            case `audioworklet`:
            case `paintworklet`:
            case `serviceworker`:
            case `sharedworker`:
            case `worker`:
            case `script`:
              if (n.querySelector(zm(a))) return;
          }
          ((r = n.createElement(`link`)), np(r, `link`, e), Kt(r), n.head.appendChild(r));
        }
      }
    }
    function Am(e, t, n) {
      xm.S(e, t, n);
      var r = wm;
      if (r && e) {
        var i = Gt(r).hoistableStyles,
          a = Pm(e);
        t ||= `default`;
        var o = i.get(a);
        if (!o) {
          var s = { loading: 0, preload: null };
          if ((o = r.querySelector(Fm(a)))) s.loading = 5;
          else {
            ((e = w({ rel: `stylesheet`, href: e, "data-precedence": t }, n)),
              (n = vm.get(a)) && Hm(e, n));
            var c = (o = r.createElement(`link`));
            (Kt(c),
              np(c, `link`, e),
              (c._p = new Promise(function (e, t) {
                ((c.onload = e), (c.onerror = t));
              })),
              c.addEventListener(`load`, function () {
                s.loading |= 1;
              }),
              c.addEventListener(`error`, function () {
                s.loading |= 2;
              }),
              (s.loading |= 4),
              Vm(o, t, r));
          }
          ((o = { type: `stylesheet`, instance: o, count: 1, state: s }), i.set(a, o));
        }
      }
    }
    function jm(e, t) {
      xm.X(e, t);
      var n = wm;
      if (n && e) {
        var r = Gt(n).hoistableScripts,
          i = Rm(e),
          a = r.get(i);
        a ||
          ((a = n.querySelector(zm(i))),
          a ||
            ((e = w({ src: e, async: !0 }, t)),
            (t = vm.get(i)) && Um(e, t),
            (a = n.createElement(`script`)),
            Kt(a),
            np(a, `link`, e),
            n.head.appendChild(a)),
          (a = { type: `script`, instance: a, count: 1, state: null }),
          r.set(i, a));
      }
    }
    function Mm(e, t) {
      xm.M(e, t);
      var n = wm;
      if (n && e) {
        var r = Gt(n).hoistableScripts,
          i = Rm(e),
          a = r.get(i);
        a ||
          ((a = n.querySelector(zm(i))),
          a ||
            ((e = w({ src: e, async: !0, type: `module` }, t)),
            (t = vm.get(i)) && Um(e, t),
            (a = n.createElement(`script`)),
            Kt(a),
            np(a, `link`, e),
            n.head.appendChild(a)),
          (a = { type: `script`, instance: a, count: 1, state: null }),
          r.set(i, a));
      }
    }
    function Nm(e, t, n, r) {
      var a = (a = Ne.current) ? bm(a) : null;
      if (!a) throw Error(i(446));
      switch (e) {
        case `meta`:
        case `title`:
          return null;
        case `style`:
          return typeof n.precedence == `string` && typeof n.href == `string`
            ? ((n = Pm(n.href)),
              (t = Gt(a).hoistableStyles),
              (r = t.get(n)),
              r || ((r = { type: `style`, instance: null, count: 0, state: null }), t.set(n, r)),
              r)
            : { type: `void`, instance: null, count: 0, state: null };
        case `link`:
          if (
            n.rel === `stylesheet` &&
            typeof n.href == `string` &&
            typeof n.precedence == `string`
          ) {
            e = Pm(n.href);
            var o = Gt(a).hoistableStyles,
              s = o.get(e);
            if (
              (s ||
                ((a = a.ownerDocument || a),
                (s = {
                  type: `stylesheet`,
                  instance: null,
                  count: 0,
                  state: { loading: 0, preload: null },
                }),
                o.set(e, s),
                (o = a.querySelector(Fm(e)))
                  ? o._p || ((s.instance = o), (s.state.loading = 5))
                  : ((o = vm.get(e)),
                    o ||
                      ((o = {
                        rel: `preload`,
                        as: `style`,
                        href: n.href,
                        crossOrigin: n.crossOrigin,
                        integrity: n.integrity,
                        media: n.media,
                        hrefLang: n.hrefLang,
                        referrerPolicy: n.referrerPolicy,
                      }),
                      vm.set(e, o)),
                    Lm(a, e, o, s.state))),
              t && r === null)
            )
              throw Error(i(528, ``));
            return s;
          }
          if (t && r !== null) throw Error(i(529, ``));
          return null;
        case `script`:
          return (
            (t = n.async),
            (n = n.src),
            typeof n == `string` && t && typeof t != `function` && typeof t != `symbol`
              ? ((n = Rm(n)),
                (t = Gt(a).hoistableScripts),
                (r = t.get(n)),
                r || ((r = { type: `script`, instance: null, count: 0, state: null }), t.set(n, r)),
                r)
              : { type: `void`, instance: null, count: 0, state: null }
          );
        default:
          throw Error(i(444, e));
      }
    }
    function Pm(e) {
      return `href="` + pn(e) + `"`;
    }
    function Fm(e) {
      return `link[rel="stylesheet"][` + e + `]`;
    }
    function Im(e) {
      return w({}, e, { "data-precedence": e.precedence, precedence: null });
    }
    function Lm(e, t, n, r) {
      if ((t = e.querySelector(`link[rel="preload"][as="style"][` + t + `]`))) {
        if (!0 !== t[Bt]) {
          r.loading = 1;
          return;
        }
      } else
        ((t = e.createElement(`link`)),
          (t[Bt] = !0),
          (t.onload = t.onerror = qt.bind(null, t)),
          np(t, `link`, n),
          Kt(t),
          e.head.appendChild(t));
      ((r.preload = t),
        t.addEventListener(`load`, function () {
          return (r.loading |= 1);
        }),
        t.addEventListener(`error`, function () {
          return (r.loading |= 2);
        }));
    }
    function Rm(e) {
      return `[src="` + pn(e) + `"]`;
    }
    function zm(e) {
      return `script[async]` + e;
    }
    function Bm(e, t, n) {
      if ((t.count++, t.instance === null))
        switch (t.type) {
          case `style`:
            var r = e.querySelector(`style[data-href~="` + pn(n.href) + `"]`);
            if (r) return ((t.instance = r), Kt(r), r);
            var a = w({}, n, {
              "data-href": n.href,
              "data-precedence": n.precedence,
              href: null,
              precedence: null,
            });
            return (
              (r = (e.ownerDocument || e).createElement(`style`)),
              Kt(r),
              np(r, `style`, a),
              Vm(r, n.precedence, e),
              (t.instance = r)
            );
          case `stylesheet`:
            a = Pm(n.href);
            var o = e.querySelector(Fm(a));
            if (o) return ((t.state.loading |= 4), (t.instance = o), Kt(o), o);
            ((r = Im(n)),
              (a = vm.get(a)) && Hm(r, a),
              (o = (e.ownerDocument || e).createElement(`link`)),
              Kt(o));
            var s = o;
            return (
              (s._p = new Promise(function (e, t) {
                ((s.onload = e), (s.onerror = t));
              })),
              np(o, `link`, r),
              (t.state.loading |= 4),
              Vm(o, n.precedence, e),
              (t.instance = o)
            );
          case `script`:
            return (
              (o = Rm(n.src)),
              (a = e.querySelector(zm(o)))
                ? ((t.instance = a), Kt(a), a)
                : ((r = n),
                  (a = vm.get(o)) && ((r = w({}, n)), Um(r, a)),
                  (e = e.ownerDocument || e),
                  (a = e.createElement(`script`)),
                  Kt(a),
                  np(a, `link`, r),
                  e.head.appendChild(a),
                  (t.instance = a))
            );
          case `void`:
            return null;
          default:
            throw Error(i(443, t.type));
        }
      else
        t.type === `stylesheet` &&
          !(t.state.loading & 4) &&
          ((r = t.instance), (t.state.loading |= 4), Vm(r, n.precedence, e));
      return t.instance;
    }
    function Vm(e, t, n) {
      for (
        var r = n.querySelectorAll(
            `link[rel="stylesheet"][data-precedence],style[data-precedence]`,
          ),
          i = r.length ? r[r.length - 1] : null,
          a = i,
          o = 0;
        o < r.length;
        o++
      ) {
        var s = r[o];
        if (s.dataset.precedence === t) a = s;
        else if (a !== i) break;
      }
      a
        ? a.parentNode.insertBefore(e, a.nextSibling)
        : ((t = n.nodeType === 9 ? n.head : n), t.insertBefore(e, t.firstChild));
    }
    function Hm(e, t) {
      ((e.crossOrigin ??= t.crossOrigin),
        (e.referrerPolicy ??= t.referrerPolicy),
        (e.title ??= t.title));
    }
    function Um(e, t) {
      ((e.crossOrigin ??= t.crossOrigin),
        (e.referrerPolicy ??= t.referrerPolicy),
        (e.integrity ??= t.integrity));
    }
    var Wm = null;
    function Gm(e, t, n) {
      if (Wm === null) {
        var r = new Map(),
          i = (Wm = new Map());
        i.set(n, r);
      } else ((i = Wm), (r = i.get(n)), r || ((r = new Map()), i.set(n, r)));
      if (r.has(e)) return r;
      for (r.set(e, null), n = n.getElementsByTagName(e), i = 0; i < n.length; i++) {
        var a = n[i];
        if (
          !(a[zt] || a[Mt] || (e === `link` && a.getAttribute(`rel`) === `stylesheet`)) &&
          a.namespaceURI !== `http://www.w3.org/2000/svg`
        ) {
          var o = a.getAttribute(t) || ``;
          o = e + o;
          var s = r.get(o);
          s ? s.push(a) : r.set(o, [a]);
        }
      }
      return r;
    }
    function Km(e, t, n) {
      ((e = e.ownerDocument || e),
        e.head.insertBefore(n, t === `title` ? e.querySelector(`head > title`) : null));
    }
    function qm(e, t, n) {
      if (n === 1 || t.itemProp != null) return !1;
      switch (e) {
        case `meta`:
        case `title`:
          return !0;
        case `style`:
          if (typeof t.precedence != `string` || typeof t.href != `string` || t.href === ``) break;
          return !0;
        case `link`:
          if (
            typeof t.rel != `string` ||
            typeof t.href != `string` ||
            t.href === `` ||
            t.onLoad ||
            t.onError
          )
            break;
          switch (t.rel) {
            case `stylesheet`:
              return ((e = t.disabled), typeof t.precedence == `string` && e == null);
            default:
              return !0;
          }
        case `script`:
          if (
            t.async &&
            typeof t.async != `function` &&
            typeof t.async != `symbol` &&
            !t.onLoad &&
            !t.onError &&
            t.src &&
            typeof t.src == `string`
          )
            return !0;
      }
      return !1;
    }
    function Jm(e, t) {
      return (
        e === `img` && t.src != null && t.src !== `` && t.onLoad == null && t.loading !== `lazy`
      );
    }
    function Ym(e) {
      return !(e.type === `stylesheet` && !(e.state.loading & 3));
    }
    function Xm(e) {
      return (
        (e.width || 100) *
        (e.height || 100) *
        (typeof devicePixelRatio == `number` ? devicePixelRatio : 1) *
        0.25
      );
    }
    function Zm(e, t) {
      typeof t.decode == `function` &&
        (e.imgCount++,
        t.complete || ((e.imgBytes += Xm(t)), e.suspenseyImages.push(t)),
        (e = rh.bind(e)),
        t.decode().then(e, e));
    }
    function Qm(e, t, n, r) {
      if (
        n.type === `stylesheet` &&
        (typeof r.media != `string` || !1 !== matchMedia(r.media).matches) &&
        !(n.state.loading & 4)
      ) {
        if (n.instance === null) {
          var i = Pm(r.href),
            a = t.querySelector(Fm(i));
          if (a) {
            ((t = a._p),
              typeof t == `object` &&
                t &&
                typeof t.then == `function` &&
                (e.count++, (e = nh.bind(e)), t.then(e, e)),
              (n.state.loading |= 4),
              (n.instance = a),
              Kt(a));
            return;
          }
          ((a = t.ownerDocument || t),
            (r = Im(r)),
            (i = vm.get(i)) && Hm(r, i),
            (a = a.createElement(`link`)),
            Kt(a));
          var o = a;
          ((o._p = new Promise(function (e, t) {
            ((o.onload = e), (o.onerror = t));
          })),
            np(a, `link`, r),
            (n.instance = a));
        }
        (e.stylesheets === null && (e.stylesheets = new Map()),
          e.stylesheets.set(n, t),
          (t = n.state.preload) &&
            !(n.state.loading & 3) &&
            (e.count++,
            (n = nh.bind(e)),
            t.addEventListener(`load`, n),
            t.addEventListener(`error`, n)));
      }
    }
    var $m = 0;
    function eh(e, t) {
      return (
        e.stylesheets && e.count === 0 && ah(e, e.stylesheets),
        0 < e.count || 0 < e.imgCount
          ? function (n) {
              var r = setTimeout(function () {
                if ((e.stylesheets && ah(e, e.stylesheets), e.unsuspend)) {
                  var t = e.unsuspend;
                  ((e.unsuspend = null), t());
                }
              }, 6e4 + t);
              0 < e.imgBytes && $m === 0 && ($m = 62500 * op());
              var i = setTimeout(
                function () {
                  if (
                    ((e.waitingForImages = !1),
                    e.count === 0 && (e.stylesheets && ah(e, e.stylesheets), e.unsuspend))
                  ) {
                    var t = e.unsuspend;
                    ((e.unsuspend = null), t());
                  }
                },
                (e.imgBytes > $m ? 50 : 800) + t,
              );
              return (
                (e.unsuspend = n),
                function () {
                  ((e.unsuspend = null), clearTimeout(r), clearTimeout(i));
                }
              );
            }
          : null
      );
    }
    function th(e) {
      if (e.count === 0 && (e.imgCount === 0 || !e.waitingForImages)) {
        if (e.stylesheets) ah(e, e.stylesheets);
        else if (e.unsuspend) {
          var t = e.unsuspend;
          ((e.unsuspend = null), t());
        }
      }
    }
    function nh() {
      (this.count--, th(this));
    }
    function rh() {
      (this.imgCount--, th(this));
    }
    var ih = null;
    function ah(e, t) {
      ((e.stylesheets = null),
        e.unsuspend !== null &&
          (e.count++, (ih = new Map()), t.forEach(oh, e), (ih = null), nh.call(e)));
    }
    function oh(e, t) {
      if (!(t.state.loading & 4)) {
        var n = ih.get(e);
        if (n) var r = n.get(null);
        else {
          ((n = new Map()), ih.set(e, n));
          for (
            var i = e.querySelectorAll(`link[data-precedence],style[data-precedence]`), a = 0;
            a < i.length;
            a++
          ) {
            var o = i[a];
            (o.nodeName === `LINK` || o.getAttribute(`media`) !== `not all`) &&
              (n.set(o.dataset.precedence, o), (r = o));
          }
          r && n.set(null, r);
        }
        ((i = t.instance),
          (o = i.getAttribute(`data-precedence`)),
          (a = n.get(o) || r),
          a === r && n.set(null, i),
          n.set(o, i),
          this.count++,
          (r = nh.bind(this)),
          i.addEventListener(`load`, r),
          i.addEventListener(`error`, r),
          a
            ? a.parentNode.insertBefore(i, a.nextSibling)
            : ((e = e.nodeType === 9 ? e.head : e), e.insertBefore(i, e.firstChild)),
          (t.state.loading |= 4));
      }
    }
    var sh = {
      $$typeof: ue,
      Provider: null,
      Consumer: null,
      _currentValue: Ee,
      _currentValue2: Ee,
      _threadCount: 0,
    };
    function ch(e, t, n, r, i, a, o, s, c) {
      ((this.tag = 1),
        (this.containerInfo = e),
        (this.pingCache = this.current = this.pendingChildren = null),
        (this.timeoutHandle = -1),
        (this.callbackNode =
          this.next =
          this.pendingContext =
          this.context =
          this.cancelPendingCommit =
            null),
        (this.callbackPriority = 0),
        (this.expirationTimes = xt(-1)),
        (this.entangledLanes =
          this.shellSuspendCounter =
          this.errorRecoveryDisabledLanes =
          this.expiredLanes =
          this.warmLanes =
          this.pingedLanes =
          this.suspendedLanes =
          this.pendingLanes =
            0),
        (this.entanglements = xt(0)),
        (this.hiddenUpdates = xt(null)),
        (this.identifierPrefix = r),
        (this.onUncaughtError = i),
        (this.onCaughtError = a),
        (this.onRecoverableError = o),
        (this.pooledCache = null),
        (this.pooledCacheLanes = 0),
        (this.formState = c),
        (this.transitionTypes = null),
        (this.incompleteTransitions = new Map()));
    }
    function lh(e, t, n, r, i, a, o, s, c, l, u, d) {
      return (
        (e = new ch(e, t, n, o, c, l, u, d, s)),
        (t = 1),
        !0 === a && (t |= 24),
        (a = Bi(3, null, null, t)),
        (e.current = a),
        (a.stateNode = e),
        (t = Fa()),
        t.refCount++,
        (e.pooledCache = t),
        t.refCount++,
        (a.memoizedState = { element: r, isDehydrated: n, cache: t }),
        vo(a),
        e
      );
    }
    function uh(e) {
      return e ? ((e = Ri), e) : Ri;
    }
    function dh(e, t, n, r, i, a) {
      ((i = uh(i)),
        r.context === null ? (r.context = i) : (r.pendingContext = i),
        (r = bo(t)),
        (r.payload = { element: n }),
        (a = a === void 0 ? null : a),
        a !== null && (r.callback = a),
        (n = xo(e, r, t)),
        n !== null && (Pd(n, e, t), So(n, e, t)));
    }
    function fh(e, t) {
      if (((e = e.memoizedState), e !== null && e.dehydrated !== null)) {
        var n = e.retryLane;
        e.retryLane = n !== 0 && n < t ? n : t;
      }
    }
    function ph(e, t) {
      (fh(e, t), (e = e.alternate) && fh(e, t));
    }
    function mh(e) {
      if (e.tag === 13 || e.tag === 31) {
        var t = Fi(e, 67108864);
        (t !== null && Pd(t, e, 67108864), ph(e, 67108864));
      }
    }
    function hh(e) {
      if (e.tag === 13 || e.tag === 31) {
        var t = jd();
        t = Dt(t);
        var n = Fi(e, t);
        (n !== null && Pd(n, e, t), ph(e, t));
      }
    }
    var gh = !0;
    function _h(e, t, n, r) {
      var i = T.T;
      T.T = null;
      var a = E.p;
      try {
        ((E.p = 2), yh(e, t, n, r));
      } finally {
        ((E.p = a), (T.T = i));
      }
    }
    function vh(e, t, n, r) {
      var i = T.T;
      T.T = null;
      var a = E.p;
      try {
        ((E.p = 8), yh(e, t, n, r));
      } finally {
        ((E.p = a), (T.T = i));
      }
    }
    function yh(e, t, n, r) {
      if (gh) {
        var i = bh(r);
        if (i === null) (Kf(e, t, r, xh, n), Mh(e, r));
        else if (Ph(i, e, t, n, r)) r.stopPropagation();
        else if ((Mh(e, r), t & 4 && -1 < jh.indexOf(e))) {
          for (; i !== null;) {
            var a = Ut(i);
            if (a !== null)
              switch (a.tag) {
                case 3:
                  if (((a = a.stateNode), a.current.memoizedState.isDehydrated)) {
                    var o = ht(a.pendingLanes);
                    if (o !== 0) {
                      var s = a;
                      for (s.pendingLanes |= 2, s.entangledLanes |= 2; o;) {
                        var c = 1 << (31 - ct(o));
                        ((s.entanglements[1] |= c), (o &= ~c));
                      }
                      (Ef(a), !(G & 6) && ((_d = Ze() + 500), Df(0, !1)));
                    }
                  }
                  break;
                case 31:
                case 13:
                  ((s = Fi(a, 2)), s !== null && Pd(s, a, 2), zd(), ph(a, 2));
              }
            if (((a = bh(r)), a === null && Kf(e, t, r, xh, n), a === i)) break;
            i = a;
          }
          i !== null && r.stopPropagation();
        } else Kf(e, t, r, null, n);
      }
    }
    function bh(e) {
      return ((e = An(e)), Sh(e));
    }
    var xh = null;
    function Sh(e) {
      if (((xh = null), (e = Ht(e)), e !== null)) {
        var t = o(e);
        if (t === null) e = null;
        else {
          var n = t.tag;
          if (n === 13) {
            if (((e = s(t)), e !== null)) return e;
            e = null;
          } else if (n === 31) {
            if (((e = c(t)), e !== null)) return e;
            e = null;
          } else if (n === 3) {
            if (t.stateNode.current.memoizedState.isDehydrated)
              return t.tag === 3 ? t.stateNode.containerInfo : null;
            e = null;
          } else t !== e && (e = null);
        }
      }
      return ((xh = e), null);
    }
    function Ch(e) {
      switch (e) {
        case `beforetoggle`:
        case `cancel`:
        case `click`:
        case `close`:
        case `contextmenu`:
        case `copy`:
        case `cut`:
        case `auxclick`:
        case `dblclick`:
        case `dragend`:
        case `dragstart`:
        case `drop`:
        case `focusin`:
        case `focusout`:
        case `input`:
        case `invalid`:
        case `keydown`:
        case `keypress`:
        case `keyup`:
        case `mousedown`:
        case `mouseup`:
        case `paste`:
        case `pause`:
        case `play`:
        case `pointercancel`:
        case `pointerdown`:
        case `pointerup`:
        case `ratechange`:
        case `reset`:
        case `seeked`:
        case `submit`:
        case `toggle`:
        case `touchcancel`:
        case `touchend`:
        case `touchstart`:
        case `volumechange`:
        case `change`:
        case `selectionchange`:
        case `textInput`:
        case `compositionstart`:
        case `compositionend`:
        case `compositionupdate`:
        case `beforeblur`:
        case `afterblur`:
        case `beforeinput`:
        case `blur`:
        case `fullscreenchange`:
        case `fullscreenerror`:
        case `focus`:
        case `hashchange`:
        case `popstate`:
        case `select`:
        case `selectstart`:
          return 2;
        case `drag`:
        case `dragenter`:
        case `dragexit`:
        case `dragleave`:
        case `dragover`:
        case `mousemove`:
        case `mouseout`:
        case `mouseover`:
        case `pointermove`:
        case `pointerout`:
        case `pointerover`:
        case `resize`:
        case `scroll`:
        case `touchmove`:
        case `wheel`:
        case `mouseenter`:
        case `mouseleave`:
        case `pointerenter`:
        case `pointerleave`:
          return 8;
        case `message`:
          switch (Qe()) {
            case $e:
              return 2;
            case et:
              return 8;
            case tt:
            case nt:
              return 32;
            case rt:
              return 268435456;
            default:
              return 32;
          }
        default:
          return 32;
      }
    }
    var wh = !1,
      Th = null,
      Eh = null,
      Dh = null,
      Oh = new Map(),
      kh = new Map(),
      Ah = [],
      jh =
        `mousedown mouseup touchcancel touchend touchstart auxclick dblclick pointercancel pointerdown pointerup dragend dragstart drop compositionend compositionstart keydown keypress keyup input textInput copy cut paste click change contextmenu reset`.split(
          ` `,
        );
    function Mh(e, t) {
      switch (e) {
        case `focusin`:
        case `focusout`:
          Th = null;
          break;
        case `dragenter`:
        case `dragleave`:
          Eh = null;
          break;
        case `mouseover`:
        case `mouseout`:
          Dh = null;
          break;
        case `pointerover`:
        case `pointerout`:
          Oh.delete(t.pointerId);
          break;
        case `gotpointercapture`:
        case `lostpointercapture`:
          kh.delete(t.pointerId);
      }
    }
    function Nh(e, t, n, r, i, a) {
      return e === null || e.nativeEvent !== a
        ? ((e = {
            blockedOn: t,
            domEventName: n,
            eventSystemFlags: r,
            nativeEvent: a,
            targetContainers: [i],
          }),
          t !== null && ((t = Ut(t)), t !== null && mh(t)),
          e)
        : ((e.eventSystemFlags |= r),
          (t = e.targetContainers),
          i !== null && t.indexOf(i) === -1 && t.push(i),
          e);
    }
    function Ph(e, t, n, r, i) {
      switch (t) {
        case `focusin`:
          return ((Th = Nh(Th, e, t, n, r, i)), !0);
        case `dragenter`:
          return ((Eh = Nh(Eh, e, t, n, r, i)), !0);
        case `mouseover`:
          return ((Dh = Nh(Dh, e, t, n, r, i)), !0);
        case `pointerover`:
          var a = i.pointerId;
          return (Oh.set(a, Nh(Oh.get(a) || null, e, t, n, r, i)), !0);
        case `gotpointercapture`:
          return ((a = i.pointerId), kh.set(a, Nh(kh.get(a) || null, e, t, n, r, i)), !0);
      }
      return !1;
    }
    function Fh(e) {
      var t = Ht(e.target);
      if (t !== null) {
        var n = o(t);
        if (n !== null) {
          if (((t = n.tag), t === 13)) {
            if (((t = s(n)), t !== null)) {
              ((e.blockedOn = t),
                At(e.priority, function () {
                  hh(n);
                }));
              return;
            }
          } else if (t === 31) {
            if (((t = c(n)), t !== null)) {
              ((e.blockedOn = t),
                At(e.priority, function () {
                  hh(n);
                }));
              return;
            }
          } else if (t === 3 && n.stateNode.current.memoizedState.isDehydrated) {
            e.blockedOn = n.tag === 3 ? n.stateNode.containerInfo : null;
            return;
          }
        }
      }
      e.blockedOn = null;
    }
    function Ih(e) {
      if (e.blockedOn !== null) return !1;
      for (var t = e.targetContainers; 0 < t.length;) {
        var n = bh(e.nativeEvent);
        if (n === null) {
          n = e.nativeEvent;
          var r = new n.constructor(n.type, n);
          ((kn = r), n.target.dispatchEvent(r), (kn = null));
        } else return ((t = Ut(n)), t !== null && mh(t), (e.blockedOn = n), !1);
        t.shift();
      }
      return !0;
    }
    function Lh(e, t, n) {
      Ih(e) && n.delete(t);
    }
    function Rh() {
      ((wh = !1),
        Th !== null && Ih(Th) && (Th = null),
        Eh !== null && Ih(Eh) && (Eh = null),
        Dh !== null && Ih(Dh) && (Dh = null),
        Oh.forEach(Lh),
        kh.forEach(Lh));
    }
    function zh(e, n) {
      e.blockedOn === n &&
        ((e.blockedOn = null),
        wh || ((wh = !0), t.unstable_scheduleCallback(t.unstable_NormalPriority, Rh)));
    }
    var Bh = null;
    function Vh(e) {
      Bh !== e &&
        ((Bh = e),
        t.unstable_scheduleCallback(t.unstable_NormalPriority, function () {
          Bh === e && (Bh = null);
          for (var t = 0; t < e.length; t += 3) {
            var n = e[t],
              r = e[t + 1],
              i = e[t + 2];
            if (typeof r != `function`) {
              if (Sh(r || n) === null) continue;
              break;
            }
            var a = Ut(n);
            a !== null &&
              (e.splice(t, 3),
              (t -= 3),
              nc(a, { pending: !0, data: i, method: n.method, action: r }, r, i));
          }
        }));
    }
    function Hh(e) {
      function t(t) {
        return zh(t, e);
      }
      (Th !== null && zh(Th, e),
        Eh !== null && zh(Eh, e),
        Dh !== null && zh(Dh, e),
        Oh.forEach(t),
        kh.forEach(t));
      for (var n = 0; n < Ah.length; n++) {
        var r = Ah[n];
        r.blockedOn === e && (r.blockedOn = null);
      }
      for (; 0 < Ah.length && ((n = Ah[0]), n.blockedOn === null);)
        (Fh(n), n.blockedOn === null && Ah.shift());
      if (((n = (e.ownerDocument || e).$$reactFormReplay), n != null))
        for (r = 0; r < n.length; r += 3) {
          var i = n[r],
            a = n[r + 1],
            o = i[Nt] || null;
          if (typeof a == `function`) o || Vh(n);
          else if (o) {
            var s = null;
            if (a && a.hasAttribute(`formAction`)) {
              if (((i = a), (o = a[Nt] || null))) s = o.formAction;
              else if (Sh(i) !== null) continue;
            } else s = o.action;
            (typeof s == `function` ? (n[r + 1] = s) : (n.splice(r, 3), (r -= 3)), Vh(n));
          }
        }
    }
    function Uh() {
      function e(e) {
        e.canIntercept &&
          e.info === `react-transition` &&
          e.intercept({
            handler: function () {
              return new Promise(function (e) {
                return (i = e);
              });
            },
            focusReset: `manual`,
            scroll: `manual`,
          });
      }
      function t() {
        (i !== null && (i(), (i = null)), r || setTimeout(n, 20));
      }
      function n() {
        if (!r && !navigation.transition) {
          var e = navigation.currentEntry;
          e &&
            e.url != null &&
            navigation.navigate(e.url, {
              state: e.getState(),
              info: `react-transition`,
              history: `replace`,
            });
        }
      }
      if (typeof navigation == `object`) {
        var r = !1,
          i = null;
        return (
          navigation.addEventListener(`navigate`, e),
          navigation.addEventListener(`navigatesuccess`, t),
          navigation.addEventListener(`navigateerror`, t),
          setTimeout(n, 100),
          function () {
            ((r = !0),
              navigation.removeEventListener(`navigate`, e),
              navigation.removeEventListener(`navigatesuccess`, t),
              navigation.removeEventListener(`navigateerror`, t),
              i !== null && (i(), (i = null)));
          }
        );
      }
    }
    function Wh(e) {
      this._internalRoot = e;
    }
    ((Gh.prototype.render = Wh.prototype.render =
      function (e) {
        var t = this._internalRoot;
        if (t === null) throw Error(i(409));
        var n = t.current;
        dh(n, jd(), e, t, null, null);
      }),
      (Gh.prototype.unmount = Wh.prototype.unmount =
        function () {
          var e = this._internalRoot;
          if (e !== null) {
            this._internalRoot = null;
            var t = e.containerInfo;
            (dh(e.current, 2, null, e, null, null), zd(), (t[Pt] = null));
          }
        }));
    function Gh(e) {
      this._internalRoot = e;
    }
    Gh.prototype.unstable_scheduleHydration = function (e) {
      if (e) {
        var t = kt();
        e = { blockedOn: null, target: e, priority: t };
        for (var n = 0; n < Ah.length && t !== 0 && t < Ah[n].priority; n++);
        (Ah.splice(n, 0, e), n === 0 && Fh(e));
      }
    };
    var Kh = n.version;
    if (Kh !== `19.3.1`) throw Error(i(527, Kh, `19.3.1`));
    E.findDOMNode = function (e) {
      var t = e._reactInternals;
      if (t === void 0)
        throw typeof e.render == `function`
          ? Error(i(188))
          : ((e = Object.keys(e).join(`,`)), Error(i(268, e)));
      return ((e = d(t)), (e = e === null ? null : p(e)), (e = e === null ? null : e.stateNode), e);
    };
    var qh = {
      bundleType: 0,
      version: `19.3.1`,
      rendererPackageName: `react-dom`,
      currentDispatcherRef: T,
      reconcilerVersion: `19.3.1`,
    };
    if (typeof __REACT_DEVTOOLS_GLOBAL_HOOK__ < `u`) {
      var Jh = __REACT_DEVTOOLS_GLOBAL_HOOK__;
      if (!Jh.isDisabled && Jh.supportsFiber)
        try {
          ((ot = Jh.inject(qh)), (O = Jh));
        } catch {}
    }
    ((e.createRoot = function (e, t) {
      if (!a(e)) throw Error(i(299));
      var n = !1,
        r = ``,
        o = Tc,
        s = Ec,
        c = Dc;
      return (
        t != null &&
          (!0 === t.unstable_strictMode && (n = !0),
          t.identifierPrefix !== void 0 && (r = t.identifierPrefix),
          t.onUncaughtError !== void 0 && (o = t.onUncaughtError),
          t.onCaughtError !== void 0 && (s = t.onCaughtError),
          t.onRecoverableError !== void 0 && (c = t.onRecoverableError)),
        (t = lh(e, 1, !1, null, null, n, r, null, o, s, c, Uh)),
        (e[Pt] = t.current),
        Wf(e),
        new Wh(t)
      );
    }),
      (e.hydrateRoot = function (e, t, n) {
        if (!a(e)) throw Error(i(299));
        var r = !1,
          o = ``,
          s = Tc,
          c = Ec,
          l = Dc,
          u = null;
        return (
          n != null &&
            (!0 === n.unstable_strictMode && (r = !0),
            n.identifierPrefix !== void 0 && (o = n.identifierPrefix),
            n.onUncaughtError !== void 0 && (s = n.onUncaughtError),
            n.onCaughtError !== void 0 && (c = n.onCaughtError),
            n.onRecoverableError !== void 0 && (l = n.onRecoverableError),
            n.formState !== void 0 && (u = n.formState)),
          (t = lh(e, 1, !0, t, n ?? null, r, o, u, s, c, l, Uh)),
          (t.context = uh(null)),
          (n = t.current),
          (r = jd()),
          (r = Dt(r)),
          (o = bo(r)),
          (o.callback = null),
          xo(n, o, r),
          (n = r),
          (t.current.lanes = n),
          St(t, n),
          Ef(t),
          (e[Pt] = t.current),
          Wf(e),
          new Gh(t)
        );
      }));
  }),
  g = o((e, t) => {
    function n() {
      if (
        typeof __REACT_DEVTOOLS_GLOBAL_HOOK__ < `u` &&
        typeof __REACT_DEVTOOLS_GLOBAL_HOOK__.checkDCE == `function`
      )
        try {
          __REACT_DEVTOOLS_GLOBAL_HOOK__.checkDCE(n);
        } catch (e) {
          console.error(e);
        }
    }
    (n(), (t.exports = h()));
  }),
  _ = c(u(), 1),
  v = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i,
  y = /^[\\/]{2}/;
function b(e, t) {
  return t + e.replace(/\\/g, `/`);
}
var x = `popstate`;
function ee(e) {
  return (
    typeof e == `object` &&
    !!e &&
    `pathname` in e &&
    `search` in e &&
    `hash` in e &&
    `state` in e &&
    `key` in e
  );
}
function te(e = {}) {
  function t(e, t) {
    let n = t.state?.masked,
      { pathname: r, search: i, hash: a } = n || e.location;
    return re(
      ``,
      { pathname: r, search: i, hash: a },
      (t.state && t.state.usr) || null,
      (t.state && t.state.key) || `default`,
      n
        ? { pathname: e.location.pathname, search: e.location.search, hash: e.location.hash }
        : void 0,
    );
  }
  function n(e, t) {
    return typeof t == `string` ? t : ie(t);
  }
  return oe(t, n, null, e);
}
function S(e, t) {
  if (e === !1 || e == null) throw Error(t);
}
function C(e, t) {
  if (!e) {
    typeof console < `u` && console.warn(t);
    try {
      throw Error(t);
    } catch {}
  }
}
function ne() {
  return Math.random().toString(36).substring(2, 10);
}
function w(e, t) {
  return {
    usr: e.state,
    key: e.key,
    idx: t,
    masked: e.mask ? { pathname: e.pathname, search: e.search, hash: e.hash } : void 0,
  };
}
function re(e, t, n = null, r, i) {
  return {
    pathname: typeof e == `string` ? e : e.pathname,
    search: ``,
    hash: ``,
    ...(typeof t == `string` ? ae(t) : t),
    state: n,
    key: (t && t.key) || r || ne(),
    mask: i,
  };
}
function ie({ pathname: e = `/`, search: t = ``, hash: n = `` }) {
  return (
    t && t !== `?` && (e += t.charAt(0) === `?` ? t : `?` + t),
    n && n !== `#` && (e += n.charAt(0) === `#` ? n : `#` + n),
    e
  );
}
function ae(e) {
  let t = {};
  if (e) {
    let n = e.indexOf(`#`);
    n >= 0 && ((t.hash = e.substring(n)), (e = e.substring(0, n)));
    let r = e.indexOf(`?`);
    (r >= 0 && ((t.search = e.substring(r)), (e = e.substring(0, r))), e && (t.pathname = e));
  }
  return t;
}
function oe(e, t, n, r = {}) {
  let { window: i = document.defaultView, v5Compat: a = !1 } = r,
    o = i.history,
    s = `POP`,
    c = null,
    l = u();
  l ?? ((l = 0), o.replaceState({ ...o.state, idx: l }, ``));
  function u() {
    return (o.state || { idx: null }).idx;
  }
  function d() {
    s = `POP`;
    let e = u(),
      t = e == null ? null : e - l;
    ((l = e), c && c({ action: s, location: h.location, delta: t }));
  }
  function f(e, t) {
    s = `PUSH`;
    let r = ee(e) ? e : re(h.location, e, t);
    (n && n(r, e), (l = u() + 1));
    let d = w(r, l),
      f = h.createHref(r.mask || r);
    try {
      o.pushState(d, ``, f);
    } catch (e) {
      if (e instanceof DOMException && e.name === `DataCloneError`) throw e;
      i.location.assign(f);
    }
    a && c && c({ action: s, location: h.location, delta: 1 });
  }
  function p(e, t) {
    s = `REPLACE`;
    let r = ee(e) ? e : re(h.location, e, t);
    (n && n(r, e), (l = u()));
    let i = w(r, l),
      d = h.createHref(r.mask || r);
    (o.replaceState(i, ``, d), a && c && c({ action: s, location: h.location, delta: 0 }));
  }
  function m(e) {
    return se(i, e);
  }
  let h = {
    get action() {
      return s;
    },
    get location() {
      return e(i, o);
    },
    listen(e) {
      if (c) throw Error(`A history only accepts one active listener`);
      return (
        i.addEventListener(x, d),
        (c = e),
        () => {
          (i.removeEventListener(x, d), (c = null));
        }
      );
    },
    createHref(e) {
      return t(i, e);
    },
    createURL: m,
    encodeLocation(e) {
      let t = m(e);
      return { pathname: t.pathname, search: t.search, hash: t.hash };
    },
    push: f,
    replace: p,
    go(e) {
      return o.go(e);
    },
  };
  return h;
}
function se(e, t, n = !1) {
  let r = `http://localhost`;
  (e && (r = e.location.origin === `null` ? e.location.href : e.location.origin),
    S(r, `No window.location.(origin|href) available to create URL`));
  let i = typeof t == `string` ? t : ie(t);
  return ((i = i.replace(/ $/, `%20`)), !n && y.test(i) && (i = r + i), new URL(i, r));
}
function ce(e, t, n = `/`) {
  return le(e, t, n, !1);
}
function le(e, t, n, r, i) {
  let a = Ee((typeof t == `string` ? ae(t) : t).pathname || `/`, n);
  if (a == null) return null;
  let o = i ?? ue(e),
    s = null,
    c = E(a);
  for (let e = 0; s == null && e < o.length; ++e) s = Ce(o[e], c, r);
  return s;
}
function ue(e) {
  let t = de(e);
  return (pe(t), t);
}
function de(e, t = [], n = [], r = ``, i = !1) {
  let a = (e, a, o = i, s) => {
    let c = {
      relativePath: s === void 0 ? e.path || `` : s,
      caseSensitive: e.caseSensitive === !0,
      childrenIndex: a,
      route: e,
    };
    if (c.relativePath.startsWith(`/`)) {
      if (!c.relativePath.startsWith(r) && o) return;
      (S(
        c.relativePath.startsWith(r),
        `Absolute route path "${c.relativePath}" nested under path "${r}" is not valid. An absolute child route path must start with the combined path of all its parent routes.`,
      ),
        (c.relativePath = c.relativePath.slice(r.length)));
    }
    let l = Ne([r, c.relativePath]),
      u = n.concat(c);
    (e.children &&
      e.children.length > 0 &&
      (S(
        e.index !== !0,
        `Index routes must not have child routes. Please remove all child routes from route path "${l}".`,
      ),
      de(e.children, t, u, l, o)),
      (e.path != null || e.index) &&
        t.push({
          path: l,
          score: xe(l, e.index),
          routesMeta: u.map((e, t) => {
            let [n, r] = T(e.relativePath, e.caseSensitive, t === u.length - 1);
            return { ...e, matcher: n, compiledParams: r };
          }),
        }));
  };
  return (
    e.forEach((e, t) => {
      if (e.path === `` || !e.path?.includes(`?`)) a(e, t);
      else for (let n of fe(e.path)) a(e, t, !0, n);
    }),
    t
  );
}
function fe(e) {
  let t = e.split(`/`);
  if (t.length === 0) return [];
  let [n, ...r] = t,
    i = n.endsWith(`?`),
    a = n.replace(/\?$/, ``);
  if (r.length === 0) return i ? [a, ``] : [a];
  let o = fe(r.join(`/`)),
    s = [];
  return (
    s.push(...o.map((e) => (e === `` ? a : [a, e].join(`/`)))),
    i && s.push(...o),
    s.map((t) => (e.startsWith(`/`) && t === `` ? `/` : t))
  );
}
function pe(e) {
  e.sort((e, t) =>
    e.score === t.score
      ? Se(
          e.routesMeta.map((e) => e.childrenIndex),
          t.routesMeta.map((e) => e.childrenIndex),
        )
      : t.score - e.score,
  );
}
var me = /^:[\w-]+$/,
  he = 3,
  ge = 2,
  _e = 1,
  ve = 10,
  ye = -2,
  be = (e) => e === `*`;
function xe(e, t) {
  let n = e.split(`/`),
    r = n.length;
  return (
    n.some(be) && (r += ye),
    t && (r += ge),
    n.filter((e) => !be(e)).reduce((e, t) => e + (me.test(t) ? he : t === `` ? _e : ve), r)
  );
}
function Se(e, t) {
  return e.length === t.length && e.slice(0, -1).every((e, n) => e === t[n])
    ? e[e.length - 1] - t[t.length - 1]
    : 0;
}
function Ce(e, t, n = !1) {
  let { routesMeta: r } = e,
    i = {},
    a = `/`,
    o = [];
  for (let e = 0; e < r.length; ++e) {
    let s = r[e],
      c = e === r.length - 1,
      l = a === `/` ? t : t.slice(a.length) || `/`,
      u = { path: s.relativePath, caseSensitive: s.caseSensitive, end: c },
      d = s.matcher && s.compiledParams ? Te(u, l, s.matcher, s.compiledParams) : we(u, l),
      f = s.route;
    if (
      (!d &&
        c &&
        n &&
        !r[r.length - 1].route.index &&
        (d = we({ path: s.relativePath, caseSensitive: s.caseSensitive, end: !1 }, l)),
      !d)
    )
      return null;
    (Object.assign(i, d.params),
      o.push({
        params: i,
        pathname: Ne([a, d.pathname]),
        pathnameBase: Fe(Ne([a, d.pathnameBase])),
        route: f,
      }),
      d.pathnameBase !== `/` && (a = Ne([a, d.pathnameBase])));
  }
  return o;
}
function we(e, t) {
  typeof e == `string` && (e = { path: e, caseSensitive: !1, end: !0 });
  let [n, r] = T(e.path, e.caseSensitive, e.end);
  return Te(e, t, n, r);
}
function Te(e, t, n, r) {
  let i = t.match(n);
  if (!i) return null;
  let a = i[0],
    o = Pe(a, 1),
    s = i.slice(1);
  return {
    params: r.reduce((e, { paramName: t, isOptional: n }, r) => {
      if (t === `*`) {
        let e = s[r] || ``;
        o = Pe(a.slice(0, a.length - e.length), 1);
      }
      let i = s[r];
      return ((e[t] = n && !i ? void 0 : (i || ``).replace(/%2F/g, `/`)), e);
    }, {}),
    pathname: a,
    pathnameBase: o,
    pattern: e,
  };
}
function T(e, t = !1, n = !0) {
  C(
    e === `*` || !e.endsWith(`*`) || e.endsWith(`/*`),
    `Route path "${e}" will be treated as if it were "${e.replace(/\*$/, `/*`)}" because the \`*\` character must always follow a \`/\` in the pattern. To get rid of this warning, please change the route path to "${e.replace(/\*$/, `/*`)}".`,
  );
  let r = [],
    i =
      `^` +
      e
        .replace(/\/*\*?$/, ``)
        .replace(/^\/*/, `/`)
        .replace(/[\\.*+^${}|()[\]]/g, `\\$&`)
        .replace(/\/:([\w-]+)(\?)?/g, (e, t, n, i, a) => {
          if ((r.push({ paramName: t, isOptional: n != null }), n)) {
            let t = a.charAt(i + e.length);
            return t && t !== `/` ? `/([^\\/]*)` : `(?:/([^\\/]*))?`;
          }
          return `/([^\\/]+)`;
        })
        .replace(/\/([\w-]+)\?(\/|$)/g, `(/$1)?$2`);
  return (
    e.endsWith(`*`)
      ? (r.push({ paramName: `*` }), (i += e === `*` || e === `/*` ? `(.*)$` : `(?:\\/(.+)|\\/*)$`))
      : n
        ? (i += `\\/*$`)
        : e !== `` && e !== `/` && (i += `(?:(?=\\/|$))`),
    [new RegExp(i, t ? void 0 : `i`), r]
  );
}
function E(e) {
  try {
    return e
      .split(`/`)
      .map((e) => decodeURIComponent(e).replace(/\//g, `%2F`))
      .join(`/`);
  } catch (t) {
    return (
      C(
        !1,
        `The URL path "${e}" could not be decoded because it is a malformed URL segment. This is probably due to a bad percent encoding (${t}).`,
      ),
      e
    );
  }
}
function Ee(e, t) {
  if (t === `/`) return e;
  if (!e.toLowerCase().startsWith(t.toLowerCase())) return null;
  let n = t.endsWith(`/`) ? t.length - 1 : t.length,
    r = e.charAt(n);
  return r && r !== `/` ? null : e.slice(n) || `/`;
}
function De(e, t = `/`) {
  let { pathname: n, search: r = ``, hash: i = `` } = typeof e == `string` ? ae(e) : e,
    a;
  return (
    n
      ? ((n = Me(n)),
        (a = n.startsWith(`/`) || n.startsWith(`\\`) ? Oe(n.substring(1), `/`) : Oe(n, t)))
      : (a = t),
    { pathname: a, search: Ie(r), hash: Le(i) }
  );
}
function Oe(e, t) {
  let n = Pe(t).split(`/`);
  return (
    e.split(`/`).forEach((e) => {
      e === `..` ? n.length > 1 && n.pop() : e !== `.` && n.push(e);
    }),
    n.length > 1 ? n.join(`/`) : `/`
  );
}
function ke(e, t, n, r) {
  return `Cannot include a '${e}' character in a manually specified \`to.${t}\` field [${JSON.stringify(r)}].  Please separate it out to the \`to.${n}\` field. Alternatively you may provide the full path as a string in <Link to="..."> and the router will parse it for you.`;
}
function Ae(e) {
  return e.filter((e, t) => t === 0 || (e.route.path && e.route.path.length > 0));
}
function D(e) {
  let t = Ae(e);
  return t.map((e, n) => (n === t.length - 1 ? e.pathname : e.pathnameBase));
}
function je(e, t, n, r = !1) {
  let i;
  typeof e == `string`
    ? (i = ae(e))
    : ((i = { ...e }),
      S(!i.pathname || !i.pathname.includes(`?`), ke(`?`, `pathname`, `search`, i)),
      S(!i.pathname || !i.pathname.includes(`#`), ke(`#`, `pathname`, `hash`, i)),
      S(!i.search || !i.search.includes(`#`), ke(`#`, `search`, `hash`, i)));
  let a = e === `` || i.pathname === ``,
    o = a ? `/` : i.pathname,
    s;
  if (o == null) s = n;
  else {
    let e = t.length - 1;
    if (!r && o.startsWith(`..`)) {
      let t = o.split(`/`);
      for (; t[0] === `..`;) (t.shift(), --e);
      i.pathname = t.join(`/`);
    }
    s = e >= 0 ? t[e] : `/`;
  }
  let c = De(i, s),
    l = o && o !== `/` && o.endsWith(`/`),
    u = (a || o === `.`) && n.endsWith(`/`);
  return (!c.pathname.endsWith(`/`) && (l || u) && (c.pathname += `/`), c);
}
var Me = (e) => e.replace(/[\\/]{2,}/g, `/`),
  Ne = (e) => Me(e.join(`/`));
function Pe(e, t = 0) {
  let n = e.length;
  for (; n > t && e.charCodeAt(n - 1) === 47;) n--;
  return n === e.length ? e : e.slice(0, n);
}
var Fe = (e) => Pe(e).replace(/^\/*/, `/`),
  Ie = (e) => (!e || e === `?` ? `` : e.startsWith(`?`) ? e : `?` + e),
  Le = (e) => (!e || e === `#` ? `` : e.startsWith(`#`) ? e : `#` + e),
  Re = class {
    constructor(e, t, n, r = !1) {
      ((this.status = e),
        (this.statusText = t || ``),
        (this.internal = r),
        n instanceof Error ? ((this.data = n.toString()), (this.error = n)) : (this.data = n));
    }
  };
function ze(e) {
  return (
    e != null &&
    typeof e.status == `number` &&
    typeof e.statusText == `string` &&
    typeof e.internal == `boolean` &&
    `data` in e
  );
}
function Be(e) {
  return Ne(e.map((e) => e.route.path).filter(Boolean)) || `/`;
}
var Ve =
  typeof window < `u` && window.document !== void 0 && window.document.createElement !== void 0;
function He(e, t) {
  let n = e;
  if (typeof n != `string` || !v.test(n)) return { absoluteURL: void 0, isExternal: !1, to: n };
  let r = n,
    i = !1;
  if (Ve)
    try {
      let e = new URL(window.location.href),
        r = y.test(n) ? new URL(b(n, e.protocol)) : new URL(n),
        a = Ee(r.pathname, t);
      r.origin === e.origin && a != null ? (n = a + r.search + r.hash) : (i = !0);
    } catch {
      C(
        !1,
        `<Link to="${n}"> contains an invalid URL which will probably break when clicked - please update to a valid URL path.`,
      );
    }
  return { absoluteURL: r, isExternal: i, to: n };
}
Object.getOwnPropertyNames(Object.prototype).sort().join(`\0`);
var Ue = new URL(`http://localhost`);
function We(e) {
  if (e.createURL) return e.createURL(`/`);
  try {
    return new URL(e.createHref(`/`), Ue);
  } catch {
    return Ue;
  }
}
function Ge(e, t) {
  return (
    e.origin === t.origin &&
    (e.origin !== `null` || (e.protocol === t.protocol && e.host === t.host))
  );
}
function Ke(e, t) {
  if (e.startsWith(`//`)) return !0;
  let n = t.protocol.toLowerCase();
  return e.toLowerCase().startsWith(n) ? t.host === `` || e.slice(n.length).startsWith(`//`) : !1;
}
function qe(e, t, n, r) {
  let i = null;
  try {
    i = e == null ? null : new URL(e, n);
  } catch {}
  let a = new URL(t, n),
    o = i != null && !Ge(i, n),
    s = !Ge(a, n);
  if (r === `reject`) {
    if (o || s) throw Error(`External navigation is not allowed`);
  } else if (s && (i == null || !Ke(e, i) || !Ge(i, a)))
    throw Error(`External navigation is not allowed`);
}
var Je = [`POST`, `PUT`, `PATCH`, `DELETE`];
new Set(Je);
var Ye = [`GET`, ...Je];
new Set(Ye);
var Xe = [
  `about:`,
  `blob:`,
  `chrome:`,
  `chrome-untrusted:`,
  `content:`,
  `data:`,
  `devtools:`,
  `file:`,
  `filesystem:`,
  `javascript:`,
];
function Ze(e) {
  try {
    return Xe.includes(new URL(e).protocol);
  } catch {
    return !1;
  }
}
var Qe = _.createContext(null);
Qe.displayName = `DataRouter`;
var $e = _.createContext(null);
$e.displayName = `DataRouterState`;
var et = _.createContext(!1);
function tt() {
  return _.useContext(et);
}
var nt = _.createContext({ isTransitioning: !1 });
nt.displayName = `ViewTransition`;
var rt = _.createContext(new Map());
rt.displayName = `Fetchers`;
var it = _.createContext(null);
it.displayName = `Await`;
var at = _.createContext(null);
at.displayName = `Navigation`;
var ot = _.createContext(null);
ot.displayName = `Location`;
var O = _.createContext({ outlet: null, matches: [], isDataRoute: !1 });
O.displayName = `Route`;
var st = _.createContext(null);
st.displayName = `RouteError`;
var ct = `REACT_ROUTER_ERROR`,
  lt = `REDIRECT`,
  ut = `ROUTE_ERROR_RESPONSE`;
function dt(e) {
  if (e.startsWith(`${ct}:${lt}:{`))
    try {
      let t = JSON.parse(e.slice(28));
      if (
        typeof t == `object` &&
        t &&
        typeof t.status == `number` &&
        typeof t.statusText == `string` &&
        typeof t.location == `string` &&
        typeof t.reloadDocument == `boolean` &&
        typeof t.replace == `boolean`
      )
        return t;
    } catch {}
}
function ft(e) {
  if (e.startsWith(`${ct}:${ut}:{`))
    try {
      let t = JSON.parse(e.slice(40));
      if (
        typeof t == `object` &&
        t &&
        typeof t.status == `number` &&
        typeof t.statusText == `string`
      )
        return new Re(t.status, t.statusText, t.data);
    } catch {}
}
function pt(e, { relative: t } = {}) {
  S(mt(), `useHref() may be used only in the context of a <Router> component.`);
  let { basename: n, navigator: r } = _.useContext(at),
    { hash: i, pathname: a, search: o } = St(e, { relative: t }),
    s = a;
  return (
    n !== `/` && (s = a === `/` ? n : Ne([n, a])),
    r.createHref({ pathname: s, search: o, hash: i })
  );
}
function mt() {
  return _.useContext(ot) != null;
}
function ht() {
  return (
    S(mt(), `useLocation() may be used only in the context of a <Router> component.`),
    _.useContext(ot).location
  );
}
var gt = `You should call navigate() in a React.useEffect(), not when your component is first rendered.`;
function _t(e) {
  _.useContext(at).static || _.useLayoutEffect(e);
}
function vt() {
  let { isDataRoute: e } = _.useContext(O);
  return e ? zt() : yt();
}
function yt() {
  S(mt(), `useNavigate() may be used only in the context of a <Router> component.`);
  let e = _.useContext(Qe),
    { basename: t, navigator: n } = _.useContext(at),
    { matches: r } = _.useContext(O),
    { pathname: i } = ht(),
    a = JSON.stringify(D(r)),
    o = _.useRef(!1);
  return (
    _t(() => {
      o.current = !0;
    }),
    _.useCallback(
      (r, s = {}) => {
        if ((C(o.current, gt), !o.current)) return;
        if (typeof r == `number`) {
          n.go(r);
          return;
        }
        let c = je(r, JSON.parse(a), i, s.relative === `path`);
        (e == null && t !== `/` && (c.pathname = c.pathname === `/` ? t : Ne([t, c.pathname])),
          qe(typeof r == `string` ? r : ie(r), n.createHref(c), We(n), `reject`),
          (s.replace ? n.replace : n.push)(c, s.state, s));
      },
      [t, n, a, i, e],
    )
  );
}
var bt = _.createContext(null);
function xt(e) {
  let t = _.useContext(O).outlet;
  return _.useMemo(() => t && _.createElement(bt.Provider, { value: e }, t), [t, e]);
}
function St(e, { relative: t } = {}) {
  let { matches: n } = _.useContext(O),
    { pathname: r } = ht(),
    i = JSON.stringify(D(n));
  return _.useMemo(() => je(e, JSON.parse(i), r, t === `path`), [e, i, r, t]);
}
function Ct(e, t) {
  return wt(e, t);
}
function wt(e, t, n) {
  S(mt(), `useRoutes() may be used only in the context of a <Router> component.`);
  let { navigator: r } = _.useContext(at),
    { matches: i } = _.useContext(O),
    a = i[i.length - 1],
    o = a ? a.params : {},
    s = a ? a.pathname : `/`,
    c = a ? a.pathnameBase : `/`,
    l = a && a.route;
  {
    let e = (l && l.path) || ``;
    Vt(
      s,
      !l || e.endsWith(`*`) || e.endsWith(`*?`),
      `You rendered descendant <Routes> (or called \`useRoutes()\`) at "${s}" (under <Route path="${e}">) but the parent route path has no trailing "*". This means if you navigate deeper, the parent won't match anymore and therefore the child routes will never render.

Please change the parent <Route path="${e}"> to <Route path="${e === `/` ? `*` : `${e}/*`}">.`,
    );
  }
  let u = ht(),
    d;
  if (t) {
    let e = typeof t == `string` ? ae(t) : t;
    (S(
      c === `/` || e.pathname?.startsWith(c),
      `When overriding the location using \`<Routes location>\` or \`useRoutes(routes, location)\`, the location pathname must begin with the portion of the URL pathname that was matched by all parent routes. The current pathname base is "${c}" but pathname "${e.pathname}" was given in the \`location\` prop.`,
    ),
      (d = e));
  } else d = u;
  let f = d.pathname || `/`,
    p = f;
  if (c !== `/`) {
    let e = c.replace(/^\//, ``).split(`/`);
    p = `/` + f.replace(/^\//, ``).split(`/`).slice(e.length).join(`/`);
  }
  let m =
    n && n.state.matches.length
      ? n.state.matches.map((e) => Object.assign(e, { route: n.manifest[e.route.id] || e.route }))
      : ce(e, { pathname: p });
  (C(l || m != null, `No routes matched location "${d.pathname}${d.search}${d.hash}" `),
    C(
      m == null ||
        m[m.length - 1].route.element !== void 0 ||
        m[m.length - 1].route.Component !== void 0 ||
        m[m.length - 1].route.lazy !== void 0,
      `Matched leaf route at location "${d.pathname}${d.search}${d.hash}" does not have an element or Component. This means it will render an <Outlet /> with a null value by default resulting in an "empty" page.`,
    ));
  let h = jt(
    m &&
      m.map((e) =>
        Object.assign({}, e, {
          params: Object.assign({}, o, e.params),
          pathname: Ne([
            c,
            r.encodeLocation
              ? r.encodeLocation(
                  e.pathname.replace(/%/g, `%25`).replace(/\?/g, `%3F`).replace(/#/g, `%23`),
                ).pathname
              : e.pathname,
          ]),
          pathnameBase:
            e.pathnameBase === `/`
              ? c
              : Ne([
                  c,
                  r.encodeLocation
                    ? r.encodeLocation(
                        e.pathnameBase
                          .replace(/%/g, `%25`)
                          .replace(/\?/g, `%3F`)
                          .replace(/#/g, `%23`),
                      ).pathname
                    : e.pathnameBase,
                ]),
        }),
      ),
    i,
    n,
  );
  return t && h
    ? _.createElement(
        ot.Provider,
        {
          value: {
            location: {
              pathname: `/`,
              search: ``,
              hash: ``,
              state: null,
              key: `default`,
              mask: void 0,
              ...d,
            },
            navigationType: `POP`,
          },
        },
        h,
      )
    : h;
}
function Tt() {
  let e = Rt(),
    t = ze(e) ? `${e.status} ${e.statusText}` : e instanceof Error ? e.message : JSON.stringify(e),
    n = e instanceof Error ? e.stack : null,
    r = `rgba(200,200,200, 0.5)`,
    i = { padding: `0.5rem`, backgroundColor: r },
    a = { padding: `2px 4px`, backgroundColor: r },
    o = null;
  return (
    console.error(`Error handled by React Router default ErrorBoundary:`, e),
    (o = _.createElement(
      _.Fragment,
      null,
      _.createElement(`p`, null, `💿 Hey developer 👋`),
      _.createElement(
        `p`,
        null,
        `You can provide a way better UX than this when your app throws errors by providing your own `,
        _.createElement(`code`, { style: a }, `ErrorBoundary`),
        ` or`,
        ` `,
        _.createElement(`code`, { style: a }, `errorElement`),
        ` prop on your route.`,
      ),
    )),
    _.createElement(
      _.Fragment,
      null,
      _.createElement(`h2`, null, `Unexpected Application Error!`),
      _.createElement(`h3`, { style: { fontStyle: `italic` } }, t),
      n ? _.createElement(`pre`, { style: i }, n) : null,
      o,
    )
  );
}
var Et = _.createElement(Tt, null),
  Dt = class extends _.Component {
    constructor(e) {
      (super(e),
        (this.state = { location: e.location, revalidation: e.revalidation, error: e.error }));
    }
    static getDerivedStateFromError(e) {
      return { error: e };
    }
    static getDerivedStateFromProps(e, t) {
      return t.location !== e.location || (t.revalidation !== `idle` && e.revalidation === `idle`)
        ? { error: e.error, location: e.location, revalidation: e.revalidation }
        : {
            error: e.error === void 0 ? t.error : e.error,
            location: t.location,
            revalidation: e.revalidation || t.revalidation,
          };
    }
    componentDidCatch(e, t) {
      this.props.onError
        ? this.props.onError(e, t)
        : console.error(`React Router caught the following error during render`, e);
    }
    render() {
      let e = this.state.error;
      if (
        this.context &&
        typeof e == `object` &&
        e &&
        `digest` in e &&
        typeof e.digest == `string`
      ) {
        let t = ft(e.digest);
        t && (e = t);
      }
      let t =
        e === void 0
          ? this.props.children
          : _.createElement(
              O.Provider,
              { value: this.props.routeContext },
              _.createElement(st.Provider, { value: e, children: this.props.component }),
            );
      return this.context ? _.createElement(kt, { error: e }, t) : t;
    }
  };
Dt.contextType = et;
var Ot = new WeakMap();
function kt({ children: e, error: t }) {
  let { basename: n, navigator: r } = _.useContext(at);
  if (typeof t == `object` && t && `digest` in t && typeof t.digest == `string`) {
    let e = dt(t.digest);
    if (e) {
      let i = Ot.get(t);
      if (i) throw i;
      let a = He(e.location, n),
        o = a.absoluteURL || a.to;
      if ((qe(e.location, o, We(r), `allow-explicit`), Ze(o)))
        throw Error(`Invalid redirect location`);
      if (Ve && !Ot.get(t)) {
        if (a.isExternal || e.reloadDocument) window.location.href = o;
        else {
          let n = Promise.resolve().then(() =>
            window.__reactRouterDataRouter.navigate(a.to, { replace: e.replace }),
          );
          throw (Ot.set(t, n), n);
        }
      }
      return _.createElement(`meta`, { httpEquiv: `refresh`, content: `0;url=${o}` });
    }
  }
  return e;
}
function At({ routeContext: e, match: t, children: n }) {
  let r = _.useContext(Qe);
  return (
    r &&
      r.static &&
      r.staticContext &&
      (t.route.errorElement || t.route.ErrorBoundary) &&
      (r.staticContext._deepestRenderedBoundaryId = t.route.id),
    _.createElement(O.Provider, { value: e }, n)
  );
}
function jt(e, t = [], n) {
  let r = n?.state;
  if (e == null) {
    if (!r) return null;
    if (r.errors) e = r.matches;
    else if (t.length === 0 && !r.initialized && r.matches.length > 0) e = r.matches;
    else return null;
  }
  let i = e,
    a = r?.errors;
  if (a != null) {
    let e = i.findIndex((e) => e.route.id && a?.[e.route.id] !== void 0);
    (S(
      e >= 0,
      `Could not find a matching route for errors on route IDs: ${Object.keys(a).join(`,`)}`,
    ),
      (i = i.slice(0, Math.min(i.length, e + 1))));
  }
  let o = !1,
    s = -1;
  if (n && r) {
    o = r.renderFallback;
    for (let e = 0; e < i.length; e++) {
      let t = i[e];
      if (((t.route.HydrateFallback || t.route.hydrateFallbackElement) && (s = e), t.route.id)) {
        let { loaderData: e, errors: a } = r,
          c = t.route.loader && !e.hasOwnProperty(t.route.id) && (!a || a[t.route.id] === void 0);
        if (t.route.lazy || c) {
          (n.isStatic && (o = !0), (i = s >= 0 ? i.slice(0, s + 1) : [i[0]]));
          break;
        }
      }
    }
  }
  let c = n?.onError,
    l =
      r && c
        ? (e, t) => {
            c(e, {
              location: r.location,
              params: r.matches?.[0]?.params ?? {},
              pattern: Be(r.matches),
              errorInfo: t,
            });
          }
        : void 0;
  return i.reduceRight((e, n, c) => {
    let u,
      d = !1,
      f = null,
      p = null;
    r &&
      ((u = a && n.route.id ? a[n.route.id] : void 0),
      (f = n.route.errorElement || Et),
      o &&
        (s < 0 && c === 0
          ? (Vt(
              `route-fallback`,
              !1,
              "No `HydrateFallback` element provided to render during initial hydration",
            ),
            (d = !0),
            (p = null))
          : s === c && ((d = !0), (p = n.route.hydrateFallbackElement || null))));
    let m = t.concat(i.slice(0, c + 1)),
      h = () => {
        let t;
        return (
          (t = u
            ? f
            : d
              ? p
              : n.route.Component
                ? _.createElement(n.route.Component, null)
                : n.route.element
                  ? n.route.element
                  : e),
          _.createElement(At, {
            match: n,
            routeContext: { outlet: e, matches: m, isDataRoute: r != null },
            children: t,
          })
        );
      };
    return r && (n.route.ErrorBoundary || n.route.errorElement || c === 0)
      ? _.createElement(Dt, {
          location: r.location,
          revalidation: r.revalidation,
          component: f,
          error: u,
          children: h(),
          routeContext: { outlet: null, matches: m, isDataRoute: !0 },
          onError: l,
        })
      : h();
  }, null);
}
function Mt(e) {
  return `${e} must be used within a data router.  See https://reactrouter.com/en/main/routers/picking-a-router.`;
}
function Nt(e) {
  let t = _.useContext(Qe);
  return (S(t, Mt(e)), t);
}
function Pt(e) {
  let t = _.useContext($e);
  return (S(t, Mt(e)), t);
}
function Ft(e) {
  let t = _.useContext(O);
  return (S(t, Mt(e)), t);
}
function It(e) {
  let t = Ft(e),
    n = t.matches[t.matches.length - 1];
  return (S(n.route.id, `${e} can only be used on routes that contain a unique "id"`), n.route.id);
}
function Lt() {
  return It(`useRouteId`);
}
function Rt() {
  let e = _.useContext(st),
    t = Pt(`useRouteError`),
    n = It(`useRouteError`);
  return e === void 0 ? t.errors?.[n] : e;
}
function zt() {
  let { router: e } = Nt(`useNavigate`),
    t = It(`useNavigate`),
    n = _.useRef(!1);
  return (
    _t(() => {
      n.current = !0;
    }),
    _.useCallback(
      async (r, i = {}) => {
        (C(n.current, gt),
          n.current &&
            (typeof r == `number`
              ? await e.navigate(r)
              : await e.navigate(r, { fromRouteId: t, ...i })));
      },
      [e, t],
    )
  );
}
var Bt = {};
function Vt(e, t, n) {
  !t && !Bt[e] && ((Bt[e] = !0), C(!1, n));
}
_.memo(Ht);
function Ht({ routes: e, manifest: t, future: n, state: r, isStatic: i, onError: a }) {
  return wt(e, void 0, { manifest: t, state: r, isStatic: i, onError: a, future: n });
}
function Ut(e) {
  return xt(e.context);
}
function Wt(e) {
  S(
    !1,
    `A <Route> is only ever to be used as the child of <Routes> element, never rendered directly. Please wrap your <Route> in a <Routes>.`,
  );
}
function Gt({
  basename: e = `/`,
  children: t = null,
  location: n,
  navigationType: r = `POP`,
  navigator: i,
  static: a = !1,
  useTransitions: o,
}) {
  S(
    !mt(),
    `You cannot render a <Router> inside another <Router>. You should never have more than one in your app.`,
  );
  let s = e.replace(/^\/*/, `/`),
    c = _.useMemo(
      () => ({ basename: s, navigator: i, static: a, useTransitions: o, future: {} }),
      [s, i, a, o],
    );
  typeof n == `string` && (n = ae(n));
  let {
      pathname: l = `/`,
      search: u = ``,
      hash: d = ``,
      state: f = null,
      key: p = `default`,
      mask: m,
    } = n,
    h = _.useMemo(() => {
      let e = Ee(l, s);
      return e == null
        ? null
        : {
            location: { pathname: e, search: u, hash: d, state: f, key: p, mask: m },
            navigationType: r,
          };
    }, [s, l, u, d, f, p, r, m]);
  return (
    C(
      h != null,
      `<Router basename="${s}"> is not able to match the URL "${l}${u}${d}" because it does not start with the basename, so the <Router> won't render anything.`,
    ),
    h == null
      ? null
      : _.createElement(
          at.Provider,
          { value: c },
          _.createElement(ot.Provider, { children: t, value: h }),
        )
  );
}
function Kt({ children: e, location: t }) {
  return Ct(qt(e), t);
}
_.Component;
function qt(e, t = []) {
  let n = [];
  return (
    _.Children.forEach(e, (e, r) => {
      if (!_.isValidElement(e)) return;
      let i = [...t, r];
      if (e.type === _.Fragment) {
        n.push.apply(n, qt(e.props.children, i));
        return;
      }
      (S(
        e.type === Wt,
        `[${typeof e.type == `string` ? e.type : e.type.name}] is not a <Route> component. All component children of <Routes> must be a <Route> or <React.Fragment>`,
      ),
        S(!e.props.index || !e.props.children, `An index route cannot have child routes.`));
      let a = {
        id: e.props.id || i.join(`-`),
        caseSensitive: e.props.caseSensitive,
        element: e.props.element,
        Component: e.props.Component,
        index: e.props.index,
        path: e.props.path,
        middleware: e.props.middleware,
        loader: e.props.loader,
        action: e.props.action,
        hydrateFallbackElement: e.props.hydrateFallbackElement,
        HydrateFallback: e.props.HydrateFallback,
        errorElement: e.props.errorElement,
        ErrorBoundary: e.props.ErrorBoundary,
        hasErrorBoundary:
          e.props.hasErrorBoundary === !0 ||
          e.props.ErrorBoundary != null ||
          e.props.errorElement != null,
        shouldRevalidate: e.props.shouldRevalidate,
        handle: e.props.handle,
        lazy: e.props.lazy,
      };
      (e.props.children && (a.children = qt(e.props.children, i)), n.push(a));
    }),
    n
  );
}
var Jt = `get`,
  Yt = `application/x-www-form-urlencoded`;
function Xt(e) {
  return typeof HTMLElement < `u` && e instanceof HTMLElement;
}
function Zt(e) {
  return Xt(e) && e.tagName.toLowerCase() === `button`;
}
function Qt(e) {
  return Xt(e) && e.tagName.toLowerCase() === `form`;
}
function $t(e) {
  return Xt(e) && e.tagName.toLowerCase() === `input`;
}
function en(e) {
  return !!(e.metaKey || e.altKey || e.ctrlKey || e.shiftKey);
}
function tn(e, t) {
  return e.button === 0 && (!t || t === `_self`) && !en(e);
}
var k = null;
function nn() {
  if (k === null)
    try {
      (new FormData(document.createElement(`form`), 0), (k = !1));
    } catch {
      k = !0;
    }
  return k;
}
var rn = new Set([`application/x-www-form-urlencoded`, `multipart/form-data`, `text/plain`]);
function an(e) {
  return e != null && !rn.has(e)
    ? (C(
        !1,
        `"${e}" is not a valid \`encType\` for \`<Form>\`/\`<fetcher.Form>\` and will default to "${Yt}"`,
      ),
      null)
    : e;
}
function on(e, t) {
  let n, r, i, a, o;
  if (Qt(e)) {
    let o = e.getAttribute(`action`);
    ((r = o ? Ee(o, t) : null),
      (n = e.getAttribute(`method`) || Jt),
      (i = an(e.getAttribute(`enctype`)) || Yt),
      (a = new FormData(e)));
  } else if (Zt(e) || ($t(e) && (e.type === `submit` || e.type === `image`))) {
    let o = e.form;
    if (o == null)
      throw Error(`Cannot submit a <button> or <input type="submit"> without a <form>`);
    let s = e.getAttribute(`formaction`) || o.getAttribute(`action`);
    if (
      ((r = s ? Ee(s, t) : null),
      (n = e.getAttribute(`formmethod`) || o.getAttribute(`method`) || Jt),
      (i = an(e.getAttribute(`formenctype`)) || an(o.getAttribute(`enctype`)) || Yt),
      (a = new FormData(o, e)),
      !nn())
    ) {
      let { name: t, type: n, value: r } = e;
      if (n === `image`) {
        let e = t ? `${t}.` : ``;
        (a.append(`${e}x`, `0`), a.append(`${e}y`, `0`));
      } else t && a.append(t, r);
    }
  } else if (Xt(e))
    throw Error(
      `Cannot submit element that is not <form>, <button>, or <input type="submit|image">`,
    );
  else ((n = Jt), (r = null), (i = Yt), (o = e));
  return (
    a && i === `text/plain` && ((o = a), (a = void 0)),
    { action: r, method: n.toLowerCase(), encType: i, formData: a, body: o }
  );
}
Object.getOwnPropertyNames(Object.prototype).sort().join(`\0`);
function sn(e, t) {
  if (e === !1 || e == null) throw Error(t);
}
function cn(e, t, n, r) {
  let i =
    typeof e == `string`
      ? new URL(e, typeof window > `u` ? `server://singlefetch/` : window.location.origin)
      : e;
  return (
    (i.pathname = n
      ? i.pathname.endsWith(`/`)
        ? `${i.pathname}_.${r}`
        : `${i.pathname}.${r}`
      : i.pathname === `/`
        ? `_root.${r}`
        : t && Ee(i.pathname, t) === `/`
          ? `${Pe(t)}/_root.${r}`
          : `${Pe(i.pathname)}.${r}`),
    i
  );
}
async function ln(e, t) {
  if (e.id in t) return t[e.id];
  try {
    let n = await import(e.module);
    return ((t[e.id] = n), n);
  } catch (t) {
    return (
      console.error(`Error loading route module \`${e.module}\`, reloading page...`),
      console.error(t),
      window.__reactRouterContext && window.__reactRouterContext.isSpaMode,
      window.location.reload(),
      new Promise(() => {})
    );
  }
}
function un(e) {
  return e != null && typeof e.page == `string`;
}
function dn(e) {
  return e == null
    ? !1
    : e.href == null
      ? e.rel === `preload` && typeof e.imageSrcSet == `string` && typeof e.imageSizes == `string`
      : typeof e.rel == `string` && typeof e.href == `string`;
}
async function fn(e, t, n) {
  return _n(
    (
      await Promise.all(
        e.map(async (e) => {
          let r = t.routes[e.route.id];
          if (r) {
            let e = await ln(r, n);
            return e.links ? e.links() : [];
          }
          return [];
        }),
      )
    )
      .flat(1)
      .filter(dn)
      .filter((e) => e.rel === `stylesheet` || e.rel === `preload`)
      .map((e) =>
        e.rel === `stylesheet` ? { ...e, rel: `prefetch`, as: `style` } : { ...e, rel: `prefetch` },
      ),
  );
}
function pn(e, t, n, r, i, a) {
  let o = (e, t) => !n[t] || e.route.id !== n[t].route.id,
    s = (e, t) =>
      n[t].pathname !== e.pathname ||
      (n[t].route.path?.endsWith(`*`) && n[t].params[`*`] !== e.params[`*`]);
  return a === `assets`
    ? t.filter((e, t) => o(e, t) || s(e, t))
    : a === `data`
      ? t.filter((t, a) => {
          let c = r.routes[t.route.id];
          if (!c || !c.hasLoader) return !1;
          if (o(t, a) || s(t, a)) return !0;
          if (t.route.shouldRevalidate) {
            let r = t.route.shouldRevalidate({
              currentUrl: new URL(i.pathname + i.search + i.hash, window.origin),
              currentParams: n[0]?.params || {},
              nextUrl: new URL(e, window.origin),
              nextParams: t.params,
              defaultShouldRevalidate: !0,
            });
            if (typeof r == `boolean`) return r;
          }
          return !0;
        })
      : [];
}
function mn(e, t, { includeHydrateFallback: n } = {}) {
  return hn(
    e
      .map((e) => {
        let r = t.routes[e.route.id];
        if (!r) return [];
        let i = [r.module];
        return (
          r.clientActionModule && (i = i.concat(r.clientActionModule)),
          r.clientLoaderModule && (i = i.concat(r.clientLoaderModule)),
          n && r.hydrateFallbackModule && (i = i.concat(r.hydrateFallbackModule)),
          r.imports && (i = i.concat(r.imports)),
          i
        );
      })
      .flat(1),
  );
}
function hn(e) {
  return [...new Set(e)];
}
function gn(e) {
  let t = {},
    n = Object.keys(e).sort();
  for (let r of n) t[r] = e[r];
  return t;
}
function _n(e, t) {
  let n = new Set(),
    r = new Set(t);
  return e.reduce((e, i) => {
    if (t && !un(i) && i.as === `script` && i.href && r.has(i.href)) return e;
    let a = JSON.stringify(gn(i));
    return (n.has(a) || (n.add(a), e.push({ key: a, link: i })), e);
  }, []);
}
function vn() {
  let e = _.useContext(Qe);
  return (sn(e, `You must render this element inside a <DataRouterContext.Provider> element`), e);
}
function yn() {
  let e = _.useContext($e);
  return (
    sn(e, `You must render this element inside a <DataRouterStateContext.Provider> element`),
    e
  );
}
var bn = _.createContext(void 0);
bn.displayName = `FrameworkContext`;
function xn() {
  let e = _.useContext(bn);
  return (sn(e, `You must render this element inside a <HydratedRouter> element`), e);
}
function Sn(e, t) {
  let n = _.useContext(bn),
    [r, i] = _.useState(!1),
    [a, o] = _.useState(!1),
    { onFocus: s, onBlur: c, onMouseEnter: l, onMouseLeave: u, onTouchStart: d } = t,
    f = _.useRef(null);
  (_.useEffect(() => {
    if ((e === `render` && o(!0), e === `viewport`)) {
      let e = new IntersectionObserver(
        (e) => {
          e.forEach((e) => {
            o(e.isIntersecting);
          });
        },
        { threshold: 0.5 },
      );
      return (
        f.current && e.observe(f.current),
        () => {
          e.disconnect();
        }
      );
    }
  }, [e]),
    _.useEffect(() => {
      if (r) {
        let e = setTimeout(() => {
          o(!0);
        }, 100);
        return () => {
          clearTimeout(e);
        };
      }
    }, [r]));
  let p = () => {
      i(!0);
    },
    m = () => {
      (i(!1), o(!1));
    };
  return n
    ? e === `intent`
      ? [
          a,
          f,
          {
            onFocus: Cn(s, p),
            onBlur: Cn(c, m),
            onMouseEnter: Cn(l, p),
            onMouseLeave: Cn(u, m),
            onTouchStart: Cn(d, p),
          },
        ]
      : [a, f, {}]
    : [!1, f, {}];
}
function Cn(e, t) {
  return (n) => {
    (e && e(n), n.defaultPrevented || t(n));
  };
}
function wn({ page: e, ...t }) {
  let n = tt(),
    { nonce: r } = xn(),
    { router: i } = vn(),
    a = _.useMemo(() => ce(i.routes, e, i.basename), [i.routes, e, i.basename]);
  return a
    ? (t.nonce == null && r && (t = { ...t, nonce: r }),
      n
        ? _.createElement(En, { page: e, matches: a, ...t })
        : _.createElement(Dn, { page: e, matches: a, ...t }))
    : null;
}
function Tn(e) {
  let { manifest: t, routeModules: n } = xn(),
    [r, i] = _.useState([]);
  return (
    _.useEffect(() => {
      let r = !1;
      return (
        fn(e, t, n).then((e) => {
          r || i(e);
        }),
        () => {
          r = !0;
        }
      );
    }, [e, t, n]),
    r
  );
}
function En({ page: e, matches: t, ...n }) {
  let r = ht(),
    { future: i } = xn(),
    { basename: a } = vn(),
    o = _.useMemo(() => {
      if (e === r.pathname + r.search + r.hash) return [];
      let n = cn(e, a, i.v8_trailingSlashAwareDataRequests, `rsc`),
        o = !1,
        s = [];
      for (let e of t)
        typeof e.route.shouldRevalidate == `function` ? (o = !0) : s.push(e.route.id);
      return (
        o && s.length > 0 && n.searchParams.set(`_routes`, s.join(`,`)),
        [n.pathname + n.search]
      );
    }, [a, i.v8_trailingSlashAwareDataRequests, e, r, t]);
  return _.createElement(
    _.Fragment,
    null,
    o.map((e) => _.createElement(`link`, { key: e, rel: `prefetch`, as: `fetch`, href: e, ...n })),
  );
}
function Dn({ page: e, matches: t, ...n }) {
  let r = ht(),
    { future: i, manifest: a, routeModules: o } = xn(),
    { basename: s } = vn(),
    { loaderData: c, matches: l } = yn(),
    u = _.useMemo(() => pn(e, t, l, a, r, `data`), [e, t, l, a, r]),
    d = _.useMemo(() => pn(e, t, l, a, r, `assets`), [e, t, l, a, r]),
    f = _.useMemo(() => {
      if (e === r.pathname + r.search + r.hash) return [];
      let n = new Set(),
        l = !1;
      if (
        (t.forEach((e) => {
          let t = a.routes[e.route.id];
          t &&
            t.hasLoader &&
            ((!u.some((t) => t.route.id === e.route.id) &&
              e.route.id in c &&
              o[e.route.id]?.shouldRevalidate) ||
            t.hasClientLoader
              ? (l = !0)
              : n.add(e.route.id));
        }),
        n.size === 0)
      )
        return [];
      let d = cn(e, s, i.v8_trailingSlashAwareDataRequests, `data`);
      return (
        l &&
          n.size > 0 &&
          d.searchParams.set(
            `_routes`,
            t
              .filter((e) => n.has(e.route.id))
              .map((e) => e.route.id)
              .join(`,`),
          ),
        [d.pathname + d.search]
      );
    }, [s, i.v8_trailingSlashAwareDataRequests, c, r, a, u, t, e, o]),
    p = _.useMemo(() => mn(d, a), [d, a]),
    m = Tn(d);
  return _.createElement(
    _.Fragment,
    null,
    f.map((e) => _.createElement(`link`, { key: e, rel: `prefetch`, as: `fetch`, href: e, ...n })),
    p.map((e) => _.createElement(`link`, { key: e, rel: `modulepreload`, href: e, ...n })),
    m.map(({ key: e, link: t }) =>
      _.createElement(`link`, {
        key: e,
        nonce: n.nonce,
        ...t,
        crossOrigin: t.crossOrigin ?? n.crossOrigin,
      }),
    ),
  );
}
function On(...e) {
  return (t) => {
    e.forEach((e) => {
      typeof e == `function` ? e(t) : e != null && (e.current = t);
    });
  };
}
_.Component;
var kn =
  typeof window < `u` && window.document !== void 0 && window.document.createElement !== void 0;
try {
  kn && (window.__reactRouterVersion = `7.18.5`);
} catch {}
function An({ basename: e, children: t, useTransitions: n, window: r }) {
  let i = _.useRef();
  i.current ??= te({ window: r, v5Compat: !0 });
  let a = i.current,
    [o, s] = _.useState({ action: a.action, location: a.location }),
    c = _.useCallback(
      (e) => {
        n === !1 ? s(e) : _.startTransition(() => s(e));
      },
      [n],
    );
  return (
    _.useLayoutEffect(() => a.listen(c), [a, c]),
    _.createElement(Gt, {
      basename: e,
      children: t,
      location: o.location,
      navigationType: o.action,
      navigator: a,
      useTransitions: n,
    })
  );
}
var jn = _.forwardRef(function (
  {
    onClick: e,
    discover: t = `render`,
    prefetch: n = `none`,
    relative: r,
    reloadDocument: i,
    replace: a,
    mask: o,
    state: s,
    target: c,
    to: l,
    preventScrollReset: u,
    viewTransition: d,
    defaultShouldRevalidate: f,
    ...p
  },
  m,
) {
  let { basename: h, navigator: g, useTransitions: y } = _.useContext(at),
    b = typeof l == `string` && v.test(l),
    x = He(l, h);
  l = x.to;
  let ee = pt(l, { relative: r }),
    te = ht(),
    S = null;
  if (o) {
    let e = je(o, [], te.mask ? te.mask.pathname : `/`, !0);
    (h !== `/` && (e.pathname = e.pathname === `/` ? h : Ne([h, e.pathname])),
      (S = g.createHref(e)));
  }
  let [C, ne, w] = Sn(n, p),
    re = In(l, {
      replace: a,
      mask: o,
      state: s,
      target: c,
      preventScrollReset: u,
      relative: r,
      viewTransition: d,
      defaultShouldRevalidate: f,
      useTransitions: y,
    });
  function ie(t) {
    (e && e(t), t.defaultPrevented || re(t));
  }
  let ae = !(x.isExternal || i),
    oe = _.createElement(`a`, {
      ...p,
      ...w,
      href: (ae ? S : void 0) || x.absoluteURL || ee,
      onClick: ae ? ie : e,
      ref: On(m, ne),
      target: c,
      "data-discover": !b && t === `render` ? `true` : void 0,
    });
  return C && !b ? _.createElement(_.Fragment, null, oe, _.createElement(wn, { page: ee })) : oe;
});
jn.displayName = `Link`;
var Mn = _.forwardRef(function (
  {
    "aria-current": e = `page`,
    caseSensitive: t = !1,
    className: n = ``,
    end: r = !1,
    style: i,
    to: a,
    viewTransition: o,
    children: s,
    ...c
  },
  l,
) {
  let u = St(a, { relative: c.relative }),
    d = ht(),
    f = _.useContext($e),
    { navigator: p, basename: m } = _.useContext(at),
    h = f != null && Vn(u) && o === !0,
    g = p.encodeLocation ? p.encodeLocation(u).pathname : u.pathname,
    v = d.pathname,
    y = f && f.navigation && f.navigation.location ? f.navigation.location.pathname : null;
  (t || ((v = v.toLowerCase()), (y = y ? y.toLowerCase() : null), (g = g.toLowerCase())),
    y && m && (y = Ee(y, m) || y));
  let b = g !== `/` && g.endsWith(`/`) ? g.length - 1 : g.length,
    x = v === g || (!r && v.startsWith(g) && v.charAt(b) === `/`),
    ee = y != null && (y === g || (!r && y.startsWith(g) && y.charAt(g.length) === `/`)),
    te = { isActive: x, isPending: ee, isTransitioning: h },
    S = x ? e : void 0,
    C;
  C =
    typeof n == `function`
      ? n(te)
      : [n, x ? `active` : null, ee ? `pending` : null, h ? `transitioning` : null]
          .filter(Boolean)
          .join(` `);
  let ne = typeof i == `function` ? i(te) : i;
  return _.createElement(
    jn,
    { ...c, "aria-current": S, className: C, ref: l, style: ne, to: a, viewTransition: o },
    typeof s == `function` ? s(te) : s,
  );
});
Mn.displayName = `NavLink`;
var Nn = _.forwardRef(
  (
    {
      discover: e = `render`,
      fetcherKey: t,
      navigate: n,
      reloadDocument: r,
      replace: i,
      state: a,
      method: o = Jt,
      action: s,
      onSubmit: c,
      relative: l,
      preventScrollReset: u,
      viewTransition: d,
      defaultShouldRevalidate: f,
      ...p
    },
    m,
  ) => {
    let { useTransitions: h } = _.useContext(at),
      g = zn(),
      y = Bn(s, { relative: l }),
      b = o.toLowerCase() === `get` ? `get` : `post`,
      x = typeof s == `string` && v.test(s);
    return _.createElement(`form`, {
      ref: m,
      method: b,
      action: y,
      onSubmit: r
        ? c
        : (e) => {
            if ((c && c(e), e.defaultPrevented)) return;
            e.preventDefault();
            let r = e.nativeEvent.submitter,
              s = r?.getAttribute(`formmethod`) || o,
              p = () =>
                g(r || e.currentTarget, {
                  fetcherKey: t,
                  method: s,
                  navigate: n,
                  replace: i,
                  state: a,
                  relative: l,
                  preventScrollReset: u,
                  viewTransition: d,
                  defaultShouldRevalidate: f,
                });
            h && n !== !1 ? _.startTransition(() => p()) : p();
          },
      ...p,
      "data-discover": !x && e === `render` ? `true` : void 0,
    });
  },
);
Nn.displayName = `Form`;
function Pn(e) {
  return `${e} must be used within a data router.  See https://reactrouter.com/en/main/routers/picking-a-router.`;
}
function Fn(e) {
  let t = _.useContext(Qe);
  return (S(t, Pn(e)), t);
}
function In(
  e,
  {
    target: t,
    replace: n,
    mask: r,
    state: i,
    preventScrollReset: a,
    relative: o,
    viewTransition: s,
    defaultShouldRevalidate: c,
    useTransitions: l,
  } = {},
) {
  let u = vt(),
    d = ht(),
    f = St(e, { relative: o });
  return _.useCallback(
    (p) => {
      if (tn(p, t)) {
        p.preventDefault();
        let t = n === void 0 ? ie(d) === ie(f) : n,
          m = () =>
            u(e, {
              replace: t,
              mask: r,
              state: i,
              preventScrollReset: a,
              relative: o,
              viewTransition: s,
              defaultShouldRevalidate: c,
            });
        l ? _.startTransition(() => m()) : m();
      }
    },
    [d, u, f, n, r, i, t, e, a, o, s, c, l],
  );
}
var Ln = 0,
  Rn = () => `__${String(++Ln)}__`;
function zn() {
  let { router: e } = Fn(`useSubmit`),
    { basename: t } = _.useContext(at),
    n = Lt(),
    r = e.fetch,
    i = e.navigate;
  return _.useCallback(
    async (e, a = {}) => {
      let { action: o, method: s, encType: c, formData: l, body: u } = on(e, t);
      if (a.navigate === !1) {
        let e = a.fetcherKey || Rn();
        await r(e, n, a.action || o, {
          defaultShouldRevalidate: a.defaultShouldRevalidate,
          preventScrollReset: a.preventScrollReset,
          formData: l,
          body: u,
          formMethod: a.method || s,
          formEncType: a.encType || c,
          flushSync: a.flushSync,
        });
      } else
        await i(a.action || o, {
          defaultShouldRevalidate: a.defaultShouldRevalidate,
          preventScrollReset: a.preventScrollReset,
          formData: l,
          body: u,
          formMethod: a.method || s,
          formEncType: a.encType || c,
          replace: a.replace,
          state: a.state,
          fromRouteId: n,
          flushSync: a.flushSync,
          viewTransition: a.viewTransition,
        });
    },
    [r, i, t, n],
  );
}
function Bn(e, { relative: t } = {}) {
  let { basename: n } = _.useContext(at),
    r = _.useContext(O);
  S(r, `useFormAction must be used inside a RouteContext`);
  let [i] = r.matches.slice(-1),
    a = { ...St(e || `.`, { relative: t }) },
    o = ht();
  if (e == null) {
    a.search = o.search;
    let e = new URLSearchParams(a.search),
      t = e.getAll(`index`);
    if (t.some((e) => e === ``)) {
      (e.delete(`index`), t.filter((e) => e).forEach((t) => e.append(`index`, t)));
      let n = e.toString();
      a.search = n ? `?${n}` : ``;
    }
  }
  return (
    (!e || e === `.`) &&
      i.route.index &&
      (a.search = a.search ? a.search.replace(/^\?/, `?index&`) : `?index`),
    n !== `/` && (a.pathname = a.pathname === `/` ? n : Ne([n, a.pathname])),
    ie(a)
  );
}
function Vn(e, { relative: t } = {}) {
  let n = _.useContext(nt);
  S(
    n != null,
    "`useViewTransitionState` must be used within `react-router-dom`'s `RouterProvider`.  Did you accidentally import `RouterProvider` from `react-router`?",
  );
  let { basename: r } = Fn(`useViewTransitionState`),
    i = St(e, { relative: t });
  if (!n.isTransitioning) return !1;
  let a = Ee(n.currentLocation.pathname, r) || n.currentLocation.pathname,
    o = Ee(n.nextLocation.pathname, r) || n.nextLocation.pathname;
  return we(i.pathname, o) != null || we(i.pathname, a) != null;
}
var Hn = g();
function Un({ children: e }) {
  return e;
}
var Wn = (e) => e?.replace(/([a-z0-9])([A-Z])/g, `$1-$2`).toLowerCase();
function Gn(e, t, n = []) {
  if (t == null) throw Error(`[lucide]: iconNode is required when icon name is used`);
  return { name: Wn(e), size: 24, node: t, ...(n.length > 0 ? { aliases: n } : {}) };
}
var Kn = (e) => {
    let t = ``,
      n = !1;
    for (let r of e)
      r === `-` || r === `_` || r <= ` `
        ? (n = t.length > 0)
        : (t.length === 0 ? (t += r.toLowerCase()) : (t += n ? r.toUpperCase() : r), (n = !1));
    return t;
  },
  qn = (e) => {
    let t = Kn(e);
    return t.charAt(0).toUpperCase() + t.slice(1);
  },
  Jn = (...e) => {
    let t = new Set();
    for (let n of e) if (typeof n == `string`) for (let e of n.split(/\s+/)) e && t.add(e);
    return [...t].join(` `);
  },
  Yn = {
    xmlns: `http://www.w3.org/2000/svg`,
    width: 24,
    height: 24,
    viewBox: `0 0 24 24`,
    fill: `none`,
    stroke: `currentColor`,
    "stroke-width": 2,
    "stroke-linecap": `round`,
    "stroke-linejoin": `round`,
  };
function Xn(e) {
  return e != null;
}
function Zn(e, t = {}) {
  let n = t.attributeNames ?? {},
    r = (e) => n[e] ?? e,
    i = e.size ?? e.width ?? Yn.width,
    a = e.size ?? e.height ?? Yn.height,
    o =
      e.aliases?.filter((e) => typeof e == `string` && e.trim() !== ``).map((e) => `lucide-${e}`) ??
      [],
    s = [...(e.name ? [`lucide-${e.name}`] : []), ...o],
    c = t.className?.split(` `).filter(Boolean) ?? [],
    l = t.includeDefaultClasses === !1 ? Jn(...c) : Jn(`lucide`, ...s, ...c),
    u = t.absoluteStrokeWidth
      ? (Number(t.strokeWidth ?? Yn[`stroke-width`]) * Number(e.size ?? e.width ?? Yn.width)) /
        Number(t.size ?? t.width ?? Yn.width)
      : (t.strokeWidth ?? Yn[`stroke-width`]);
  return [
    `svg`,
    {
      ...Object.entries(Yn).reduce((e, [t, n]) => ((e[r(t)] = n), e), {}),
      ...(`color` in t && t.color && { [r(`stroke`)]: t.color }),
      ...(`size` in t && Xn(t.size) && { [r(`width`)]: t.size, [r(`height`)]: t.size }),
      ...(`width` in t && Xn(t.width) && { [r(`width`)]: t.width }),
      ...(`height` in t && Xn(t.height) && { [r(`height`)]: t.height }),
      [r(`stroke-width`)]: u,
      ...(l && { [r(`class`)]: l }),
      [r(`viewBox`)]: `0 0 ${i} ${a}`,
      ...(t.hasA11yProp === !1 ? { [r(`aria-hidden`)]: `true` } : {}),
      ...(`attributes` in t && t.attributes),
    },
    e.node.map((e) => {
      let [n, i, a] = e,
        o = t.nonScalingStroke ? { [r(`vector-effect`)]: `non-scaling-stroke`, ...i } : i;
      return a ? [n, o, a] : [n, o];
    }),
  ];
}
function Qn(e, t = {}) {
  return Zn(e, {
    ...t,
    attributeNames: {
      ...t.attributeNames,
      class: `className`,
      "stroke-width": `strokeWidth`,
      "stroke-linecap": `strokeLinecap`,
      "stroke-linejoin": `strokeLinejoin`,
      "vector-effect": `vectorEffect`,
    },
  });
}
var $n = (e) => {
    if (typeof e != `object` || !e) return !1;
    for (let t in e)
      if (
        Object.prototype.hasOwnProperty.call(e, t) &&
        (t.startsWith(`aria-`) || t === `role` || t === `title`) &&
        e[t] != null
      )
        return !0;
    return !1;
  },
  er = (0, _.createContext)({}),
  tr = () => (0, _.useContext)(er),
  nr = (0, _.forwardRef)(
    (
      {
        color: e,
        size: t,
        width: n,
        height: r,
        strokeWidth: i,
        absoluteStrokeWidth: a,
        nonScalingStroke: o,
        className: s = ``,
        children: c,
        iconNode: l = [],
        icon: u = { node: l, aliases: [], size: 24 },
        ...d
      },
      f,
    ) => {
      let {
          size: p = 24,
          strokeWidth: m = 2,
          absoluteStrokeWidth: h = !1,
          nonScalingStroke: g = !1,
          color: v = `currentColor`,
          className: y = ``,
        } = tr() ?? {},
        b = !!c || $n(d),
        [x, ee, te = []] = Qn(u, {
          color: e ?? v,
          width: n ?? t ?? p,
          height: r ?? t ?? p,
          strokeWidth: i ?? m,
          absoluteStrokeWidth: a ?? h,
          nonScalingStroke: o ?? g,
          className: Jn(y, s),
          hasA11yProp: b,
          attributes: d,
        });
      return (0, _.createElement)(x, { ref: f, ...ee }, [
        ...te.map(([e, t]) => (0, _.createElement)(e, t)),
        ...(Array.isArray(c) ? c : [c]),
      ]);
    },
  );
function A(e, t = [], n = []) {
  let r = typeof e == `string` ? Gn(e, t, n) : e,
    i = (0, _.forwardRef)(({ className: e, ...t }, n) =>
      (0, _.createElement)(nr, { ref: n, icon: r, className: e, ...t }),
    );
  return (r.name && (i.displayName = qn(r.name)), i);
}
var rr = {
  name: `arrow-down`,
  size: 24,
  node: [
    [`path`, { d: `M12 5v14`, key: `s699le` }],
    [`path`, { d: `m19 12-7 7-7-7`, key: `1idqje` }],
  ],
};
rr.node;
var ir = A(rr),
  ar = {
    name: `calendar-clock`,
    size: 24,
    node: [
      [`path`, { d: `M16 14v2.2l1.6 1`, key: `fo4ql5` }],
      [`path`, { d: `M16 2v3`, key: `otl347` }],
      [
        `path`,
        { d: `M21 7.338V5a2 2 0 00-2-2H5a2 2 0 00-2 2v14a2 2 0 002 2h2.338`, key: `7hb8p4` },
      ],
      [`path`, { d: `M3 9h5.859`, key: `numkqi` }],
      [`path`, { d: `M8 2v3`, key: `1ioesn` }],
      [`circle`, { cx: `16`, cy: `16`, r: `6`, key: `qoo3c4` }],
    ],
  };
ar.node;
var or = A(ar),
  sr = {
    name: `camera`,
    size: 24,
    node: [
      [
        `path`,
        {
          d: `M13.997 4a2 2 0 0 1 1.76 1.05l.486.9A2 2 0 0 0 18.003 7H20a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2h1.997a2 2 0 0 0 1.759-1.048l.489-.904A2 2 0 0 1 10.004 4z`,
          key: `18u6gg`,
        },
      ],
      [`circle`, { cx: `12`, cy: `13`, r: `3`, key: `1vg3eu` }],
    ],
  };
sr.node;
var cr = A(sr),
  lr = { name: `check`, size: 24, node: [[`path`, { d: `M20 6 9 17l-5-5`, key: `1gmf2c` }]] };
lr.node;
var ur = A(lr),
  dr = { name: `chevron-down`, size: 24, node: [[`path`, { d: `m6 9 6 6 6-6`, key: `qrunsl` }]] };
dr.node;
var fr = A(dr),
  pr = {
    name: `circle-check`,
    size: 24,
    node: [
      [`circle`, { cx: `12`, cy: `12`, r: `10`, key: `1mglay` }],
      [`path`, { d: `m16 9-5.5 5.5L8 12`, key: `xofnsj` }],
    ],
    aliases: [`check-circle-2`],
  };
pr.node;
var mr = A(pr),
  hr = {
    name: `droplets`,
    size: 24,
    node: [
      [
        `path`,
        {
          d: `M7 16.3c2.2 0 4-1.83 4-4.05 0-1.16-.57-2.26-1.71-3.19S7.29 6.75 7 5.3c-.29 1.45-1.14 2.84-2.29 3.76S3 11.1 3 12.25c0 2.22 1.8 4.05 4 4.05z`,
          key: `1ptgy4`,
        },
      ],
      [
        `path`,
        {
          d: `M12.56 6.6A10.97 10.97 0 0 0 14 3.02c.5 2.5 2 4.9 4 6.5s3 3.5 3 5.5a6.98 6.98 0 0 1-11.91 4.97`,
          key: `1sl1rz`,
        },
      ],
    ],
  };
hr.node;
var gr = A(hr),
  _r = {
    name: `external-link`,
    size: 24,
    node: [
      [`path`, { d: `M15 3h6v6`, key: `1q9fwt` }],
      [`path`, { d: `M10 14 21 3`, key: `gplh6r` }],
      [`path`, { d: `M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6`, key: `a6xqqp` }],
    ],
  };
_r.node;
var vr = A(_r),
  yr = {
    name: `face-slightly-smiling`,
    size: 24,
    node: [
      [`path`, { d: `M15 10V9`, key: `4dkmfx` }],
      [`path`, { d: `M16.472 15a6 6 0 01-8.943 0`, key: `7qomzy` }],
      [`path`, { d: `M9 10V9`, key: `1lazqi` }],
      [`circle`, { cx: `12`, cy: `12`, r: `10`, key: `1mglay` }],
    ],
    aliases: [`smile`],
  };
yr.node;
var br = A(yr),
  xr = {
    name: `handshake`,
    size: 24,
    node: [
      [`path`, { d: `m11 17 2 2a1 1 0 1 0 3-3`, key: `efffak` }],
      [
        `path`,
        {
          d: `m14 14 2.5 2.5a1 1 0 1 0 3-3l-3.88-3.88a3 3 0 0 0-4.24 0l-.88.88a1 1 0 1 1-3-3l2.81-2.81a5.79 5.79 0 0 1 7.06-.87l.47.28a2 2 0 0 0 1.42.25L21 4`,
          key: `9pr0kb`,
        },
      ],
      [`path`, { d: `m21 3 1 11h-2`, key: `1tisrp` }],
      [`path`, { d: `M3 3 2 14l6.5 6.5a1 1 0 1 0 3-3`, key: `1uvwmv` }],
      [`path`, { d: `M3 4h8`, key: `1ep09j` }],
    ],
  };
xr.node;
var Sr = A(xr),
  Cr = {
    name: `mail`,
    size: 24,
    node: [
      [`path`, { d: `m22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7`, key: `132q7q` }],
      [`rect`, { x: `2`, y: `4`, width: `20`, height: `16`, rx: `2`, key: `izxlao` }],
    ],
  };
Cr.node;
var wr = A(Cr),
  Tr = {
    name: `map-pin`,
    size: 24,
    node: [
      [
        `path`,
        {
          d: `M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0`,
          key: `1r0f0z`,
        },
      ],
      [`circle`, { cx: `12`, cy: `10`, r: `3`, key: `ilqhr7` }],
    ],
  };
Tr.node;
var Er = A(Tr),
  Dr = {
    name: `menu`,
    size: 24,
    node: [
      [`path`, { d: `M4 5h16`, key: `1tepv9` }],
      [`path`, { d: `M4 12h16`, key: `1lakjw` }],
      [`path`, { d: `M4 19h16`, key: `1djgab` }],
    ],
  };
Dr.node;
var Or = A(Dr),
  kr = {
    name: `phone`,
    size: 24,
    node: [
      [
        `path`,
        {
          d: `M13.832 16.568a1 1 0 0 0 1.213-.303l.355-.465A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2A18 18 0 0 1 2 4a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v3a2 2 0 0 1-.8 1.6l-.468.351a1 1 0 0 0-.292 1.233 14 14 0 0 0 6.392 6.384`,
          key: `9njp5v`,
        },
      ],
    ],
  };
kr.node;
var Ar = A(kr),
  jr = {
    name: `piggy-bank`,
    size: 24,
    node: [
      [
        `path`,
        {
          d: `M11 17h3v2a1 1 0 0 0 1 1h2a1 1 0 0 0 1-1v-3a3.16 3.16 0 0 0 2-2h1a1 1 0 0 0 1-1v-2a1 1 0 0 0-1-1h-1a5 5 0 0 0-2-4V3a4 4 0 0 0-3.2 1.6l-.3.4H11a6 6 0 0 0-6 6v1a5 5 0 0 0 2 4v3a1 1 0 0 0 1 1h2a1 1 0 0 0 1-1z`,
          key: `1piglc`,
        },
      ],
      [`path`, { d: `M16 10h.01`, key: `1m94wz` }],
      [`path`, { d: `M2 8v1a2 2 0 0 0 2 2h1`, key: `1env43` }],
    ],
  };
jr.node;
var Mr = A(jr),
  Nr = {
    name: `recycle`,
    size: 24,
    node: [
      [
        `path`,
        {
          d: `M7 19H4.815a1.83 1.83 0 0 1-1.57-.881 1.785 1.785 0 0 1-.004-1.784L7.196 9.5`,
          key: `x6z5xu`,
        },
      ],
      [
        `path`,
        {
          d: `M11 19h8.203a1.83 1.83 0 0 0 1.556-.89 1.784 1.784 0 0 0 0-1.775l-1.226-2.12`,
          key: `1x4zh5`,
        },
      ],
      [`path`, { d: `m14 16-3 3 3 3`, key: `f6jyew` }],
      [`path`, { d: `M8.293 13.596 7.196 9.5 3.1 10.598`, key: `wf1obh` }],
      [
        `path`,
        {
          d: `m9.344 5.811 1.093-1.892A1.83 1.83 0 0 1 11.985 3a1.784 1.784 0 0 1 1.546.888l3.943 6.843`,
          key: `9tzpgr`,
        },
      ],
      [`path`, { d: `m13.378 9.633 4.096 1.098 1.097-4.096`, key: `1oe83g` }],
    ],
  };
Nr.node;
var Pr = A(Nr),
  Fr = {
    name: `shield-check`,
    size: 24,
    node: [
      [
        `path`,
        {
          d: `M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z`,
          key: `oel41y`,
        },
      ],
      [`path`, { d: `m9 12 2 2 4-4`, key: `dzmm74` }],
    ],
  };
Fr.node;
var Ir = A(Fr),
  Lr = {
    name: `sparkles`,
    size: 24,
    node: [
      [
        `path`,
        {
          d: `M11.017 2.814a1 1 0 0 1 1.966 0l1.051 5.558a2 2 0 0 0 1.594 1.594l5.558 1.051a1 1 0 0 1 0 1.966l-5.558 1.051a2 2 0 0 0-1.594 1.594l-1.051 5.558a1 1 0 0 1-1.966 0l-1.051-5.558a2 2 0 0 0-1.594-1.594l-5.558-1.051a1 1 0 0 1 0-1.966l5.558-1.051a2 2 0 0 0 1.594-1.594z`,
          key: `1s2grr`,
        },
      ],
      [`path`, { d: `M20 2v4`, key: `1rf3ol` }],
      [`path`, { d: `M22 4h-4`, key: `gwowj6` }],
      [`circle`, { cx: `4`, cy: `20`, r: `2`, key: `6kqj1y` }],
    ],
    aliases: [`stars`],
  };
Lr.node;
var Rr = A(Lr),
  zr = {
    name: `star`,
    size: 24,
    node: [
      [
        `path`,
        {
          d: `M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z`,
          key: `r04s7s`,
        },
      ],
    ],
  };
zr.node;
var Br = A(zr),
  Vr = {
    name: `trash`,
    size: 24,
    node: [
      [`path`, { d: `M10 11v6`, key: `nco0om` }],
      [`path`, { d: `M14 11v6`, key: `outv1u` }],
      [`path`, { d: `M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6`, key: `miytrc` }],
      [`path`, { d: `M3 6h18`, key: `d0wm0j` }],
      [`path`, { d: `M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2`, key: `e791ji` }],
    ],
    aliases: [`trash-2`],
  };
Vr.node;
var Hr = A(Vr),
  Ur = {
    name: `truck`,
    size: 24,
    node: [
      [`path`, { d: `M14 18V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v11a1 1 0 0 0 1 1h2`, key: `wrbu53` }],
      [`path`, { d: `M15 18H9`, key: `1lyqi6` }],
      [
        `path`,
        {
          d: `M19 18h2a1 1 0 0 0 1-1v-3.65a1 1 0 0 0-.22-.624l-3.48-4.35A1 1 0 0 0 17.52 8H14`,
          key: `lysw3i`,
        },
      ],
      [`circle`, { cx: `17`, cy: `18`, r: `2`, key: `332jqn` }],
      [`circle`, { cx: `7`, cy: `18`, r: `2`, key: `19iecd` }],
    ],
  };
Ur.node;
var Wr = A(Ur),
  Gr = {
    name: `warehouse`,
    size: 24,
    node: [
      [`path`, { d: `M18 21V10a1 1 0 0 0-1-1H7a1 1 0 0 0-1 1v11`, key: `pb2vm6` }],
      [
        `path`,
        {
          d: `M22 19a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V8a2 2 0 0 1 1.132-1.803l7.95-3.974a2 2 0 0 1 1.837 0l7.948 3.974A2 2 0 0 1 22 8z`,
          key: `doq5xv`,
        },
      ],
      [`path`, { d: `M6 13h12`, key: `yf64js` }],
      [`path`, { d: `M6 17h12`, key: `1jwigz` }],
    ],
  };
Gr.node;
var Kr = A(Gr),
  qr = {
    name: `zap`,
    size: 24,
    node: [
      [
        `path`,
        {
          d: `M15.914 4a1.5 1.5 0 00-2.474-1.561l-9 9A1.5 1.5 0 005.5 14h4.002a.5.5 0 01.471.666L8.086 20a1.5 1.5 0 002.475 1.56l9-9A1.5 1.5 0 0018.5 10h-3.997a.5.5 0 01-.472-.667z`,
          key: `1v7up4`,
        },
      ],
    ],
  };
qr.node;
var Jr = A(qr),
  Yr = {
    VITE_BUSINESS_PHONE: `(801) 555-0142`,
    VITE_BUSINESS_EMAIL: `hello@example.com`,
    VITE_BILLING_PORTAL_URL: `https://billing.example.com/`,
    VITE_REVIEW_URL: `https://www.example.com/review`,
    VITE_INSTAGRAM_URL: `https://www.instagram.com/example/`,
    VITE_SITE_URL: `https://www.example.com`,
  },
  Xr = class extends Error {
    constructor(e, t, n) {
      (super(`Invalid ${e}: ${JSON.stringify(t)} (expected ${n})`), (this.name = `ConfigError`));
    }
  };
function Zr(e, t) {
  let n = e[t];
  if (typeof n != `string`) return;
  let r = n.trim();
  return r === `` ? void 0 : r;
}
function Qr(e, t) {
  let n = t.replace(/\D/g, ``),
    r = n.length === 11 && n.startsWith(`1`) ? n.slice(1) : n;
  if (r.length !== 10) throw new Xr(e, t, `a US phone number with 10 digits, e.g. (801) 555-0142`);
  return { display: t, href: `tel:+1${r}` };
}
function $r(e, t) {
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(t))
    throw new Xr(e, t, `an e-mail address, e.g. hello@example.com`);
  return t;
}
function ei(e, t) {
  let n;
  try {
    n = new URL(t);
  } catch {
    throw new Xr(e, t, `an absolute http(s) URL`);
  }
  if (n.protocol !== `https:` && n.protocol !== `http:`)
    throw new Xr(e, t, `an absolute http(s) URL`);
  return t;
}
function ti(e) {
  let t = e.split(`.`)[1];
  if (e.split(`.`).length === 3 && t)
    try {
      let e = atob(t.replace(/-/g, `+`).replace(/_/g, `/`)),
        n = JSON.parse(e).role;
      return typeof n == `string` ? n : void 0;
    } catch {
      return;
    }
}
function ni(e, t) {
  if (t.startsWith(`sb_publishable_`) || ti(t) === `anon`) return t;
  throw new Xr(
    e,
    t.slice(0, 12) + `…`,
    `the public anon key (a JWT with role anon, or sb_publishable_…), never a secret key`,
  );
}
function ri(e) {
  let t = Zr(e, `VITE_SUPABASE_URL`),
    n = Zr(e, `VITE_SUPABASE_ANON_KEY`);
  if (!t && !n) return null;
  if (!t) throw new Xr(`VITE_SUPABASE_URL`, ``, `set together with VITE_SUPABASE_ANON_KEY`);
  if (!n) throw new Xr(`VITE_SUPABASE_ANON_KEY`, ``, `set together with VITE_SUPABASE_URL`);
  return {
    url: ei(`VITE_SUPABASE_URL`, t).replace(/\/+$/, ``),
    anonKey: ni(`VITE_SUPABASE_ANON_KEY`, n),
  };
}
function ii(e) {
  let t = (t) => Zr(e, t) ?? Yr[t];
  return {
    phone: Qr(`VITE_BUSINESS_PHONE`, t(`VITE_BUSINESS_PHONE`)),
    email: $r(`VITE_BUSINESS_EMAIL`, t(`VITE_BUSINESS_EMAIL`)),
    billingPortalUrl: ei(`VITE_BILLING_PORTAL_URL`, t(`VITE_BILLING_PORTAL_URL`)),
    reviewUrl: ei(`VITE_REVIEW_URL`, t(`VITE_REVIEW_URL`)),
    instagramUrl: ei(`VITE_INSTAGRAM_URL`, t(`VITE_INSTAGRAM_URL`)),
    siteUrl: ei(`VITE_SITE_URL`, t(`VITE_SITE_URL`)).replace(/\/+$/, ``),
    supabase: ri(e),
  };
}
var ai = ii({
    BASE_URL: `/`,
    DEV: !1,
    MODE: `e2e-hardening`,
    PROD: !0,
    SSR: !1,
    VITE_SUPABASE_ANON_KEY: `eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJlZiI6ImUyZS1oYXJkZW5pbmciLCJyb2xlIjoiYW5vbiIsImlhdCI6MTcwMDAwMDAwMCwiZXhwIjo0MTAyNDQ0ODAwfQ.bm90LWEtcmVhbC1zaWduYXR1cmU`,
    VITE_SUPABASE_URL: `http://127.0.0.1:4379`,
  }),
  oi = `Areas We Service`,
  si = { amount: 20, currency: `USD`, display: `$20/month`, unit: `per room, each month` },
  ci = {
    name: `Pleasant Grove Trash & Cleanouts`,
    shortName: `PG Trash & Cleanouts`,
    description: `Daily door-to-dumpster trash pickup for apartments and homes, and next-day garage cleanouts with haul-away and pressure washing, in Pleasant Grove and across Utah County.`,
    locality: { city: `Pleasant Grove`, region: `UT`, regionName: `Utah` },
    phone: ai.phone,
    email: ai.email,
    links: {
      billingPortal: ai.billingPortalUrl,
      review: ai.reviewUrl,
      instagram: ai.instagramUrl,
      site: ai.siteUrl,
    },
    nav: [
      { label: `Services`, href: `/#services` },
      { label: `Pricing`, href: `/#pricing` },
      { label: oi, menu: `areas` },
      { label: `Contact`, href: `/#contact` },
    ],
    areasLabel: oi,
    areas: [
      `Pleasant Grove`,
      `Orem`,
      `Provo`,
      `Salt Lake City`,
      `Park City`,
      `Springville`,
      `Spanish Fork`,
      `Heber`,
    ],
    reviewStars: 5,
    copyrightYear: 2024,
    hero: {
      eyebrow: `Pleasant Grove, Utah`,
      title: `Trash pickup and garage cleanouts, done for you`,
      lead: `Door-to-dumpster trash collection every day, weekends included, and next-day garage cleanouts with haul-away, pressure washing and organizing help. Fully insured.`,
    },
    sellingPoints: [
      {
        title: `Daily pickup`,
        description: `We collect from every unit, every day, weekends included.`,
        icon: Hr,
      },
      {
        title: `Scheduled service`,
        description: `Consistent timing, so residents know when we come.`,
        icon: or,
      },
      {
        title: `Happy residents`,
        description: `No more bags in the hallway: improved tenant satisfaction.`,
        icon: br,
      },
      {
        title: `Fully insured`,
        description: `Our crews are fully insured for your peace of mind.`,
        icon: Ir,
      },
    ],
    categories: [
      { id: `garage-cleanouts`, label: `Garage Cleanouts` },
      { id: `trash-collection`, label: `Trash Collection` },
    ],
    defaultCategory: `garage-cleanouts`,
    services: {
      "garage-cleanouts": [
        {
          title: `Complete Cleanout`,
          description: `We haul away everything you no longer want and leave an empty garage.`,
          icon: Wr,
        },
        {
          title: `Pressure Washing`,
          description: `Floors pressure-washed after the haul-away, with help organizing what stays.`,
          icon: gr,
        },
        {
          title: `Next Day Service`,
          description: `Call today and we can often start tomorrow.`,
          icon: Jr,
        },
        {
          title: `Epoxy Partnerships`,
          description: `Pre-epoxy preparation: a cleared, washed slab ready for your floor installer.`,
          icon: Rr,
        },
      ],
      "trash-collection": [
        {
          title: `Partner Setup`,
          description: `Property managers: we set up service for your whole community.`,
          icon: Sr,
        },
        {
          title: `Daily Collection`,
          description: `Door to dumpster, every day, weekends included.`,
          icon: Kr,
        },
        {
          title: `Reliable Service`,
          description: `Consistent timing and fully insured crews you can count on.`,
          icon: Ir,
        },
        {
          title: `Affordable Pricing`,
          description: `${si.display} per room, with discounted multi-year contracts.`,
          icon: Mr,
        },
      ],
    },
    pricing: {
      "garage-cleanouts": {
        name: `Garage Cleanout`,
        price: {
          amount: 279,
          currency: `USD`,
          display: `$279`,
          prefix: `Starting at`,
          unit: `based on square footage`,
        },
        includes: [
          `Next-day service available`,
          `Haul-away included`,
          `Pressure washing`,
          `Organizing help`,
        ],
        cta: { label: `Call Now`, href: ai.phone.href },
      },
      "trash-collection": {
        name: `Trash Collection`,
        price: si,
        includes: [
          `Daily pickup, weekends included`,
          `Door to dumpster`,
          `Fully insured`,
          `Multi-year contracts at discounted rates`,
        ],
        cta: { label: `Get Started Now`, href: ai.phone.href },
      },
    },
    customPricing: { label: `Contact for Custom Pricing`, href: `/#contact` },
    steps: [
      { title: `Click Get Started`, description: `Tap Get Started or call us to begin.` },
      {
        title: `Fill out the information`,
        description: `Share your name, address and Apartment Number.`,
      },
      {
        title: `We text or call you`,
        description: `We reach out by text or call to agree which days to start.`,
      },
    ],
    serviceArea: `Utah`,
    partnerReasons: [
      { title: `Fast garage cleanouts`, description: `Next-day haul-away and pressure washing.` },
      { title: `Reliable trash pickup`, description: `Daily, door to dumpster, fully insured.` },
    ],
  },
  li = o((e) => {
    var t = Symbol.for(`react.transitional.element`),
      n = Symbol.for(`react.fragment`);
    function r(e, n, r) {
      var i = null;
      if ((r !== void 0 && (i = `` + r), n.key !== void 0 && (i = `` + n.key), `key` in n))
        for (var a in ((r = {}), n)) a !== `key` && (r[a] = n[a]);
      else r = n;
      return (
        (n = r.ref),
        { $$typeof: t, type: e, key: i, ref: n === void 0 ? null : n, props: r }
      );
    }
    ((e.Fragment = n), (e.jsx = r), (e.jsxs = r));
  }),
  ui = o((e, t) => {
    t.exports = li();
  }),
  j = ui(),
  di = class extends _.Component {
    state = { failed: !1 };
    static getDerivedStateFromError() {
      return { failed: !0 };
    }
    componentDidCatch(e, t) {
      console.error(`The page failed to render:`, e, t.componentStack);
    }
    render() {
      if (!this.state.failed) return this.props.children;
      let { name: e, phone: t, email: n } = ci;
      return (0, j.jsxs)(`main`, {
        className: `mx-auto max-w-xl px-4 py-24 text-center`,
        children: [
          (0, j.jsx)(`h1`, {
            className: `text-3xl font-bold text-ink`,
            children: `Sorry, this page could not be shown`,
          }),
          (0, j.jsxs)(`p`, {
            className: `mt-4 text-lg`,
            children: [
              e,
              ` is still here to help. Call us at`,
              ` `,
              (0, j.jsx)(`a`, {
                href: t.href,
                className: `font-semibold text-brand-dark underline`,
                children: t.display,
              }),
              ` `,
              `or e-mail`,
              ` `,
              (0, j.jsx)(`a`, {
                href: `mailto:${n}`,
                className: `font-semibold text-brand-dark underline`,
                children: n,
              }),
              `.`,
            ],
          }),
        ],
      });
    }
  },
  fi = `text-sm font-semibold uppercase tracking-wide text-brand-light`;
function pi() {
  let {
    name: e,
    description: t,
    categories: n,
    phone: r,
    email: i,
    areas: a,
    copyrightYear: o,
  } = ci;
  return (0, j.jsxs)(`footer`, {
    className: `on-dark bg-brand-darker text-white`,
    children: [
      (0, j.jsxs)(`div`, {
        className: `mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4`,
        children: [
          (0, j.jsxs)(`div`, {
            children: [
              (0, j.jsx)(`p`, { className: `text-lg font-bold`, children: e }),
              (0, j.jsx)(`p`, { className: `mt-3 text-sm`, children: t }),
            ],
          }),
          (0, j.jsxs)(`div`, {
            children: [
              (0, j.jsx)(`h2`, { className: fi, children: `Services` }),
              (0, j.jsx)(`ul`, {
                className: `mt-3 space-y-1`,
                children: n.map((e) =>
                  (0, j.jsx)(
                    `li`,
                    {
                      children: (0, j.jsx)(`a`, {
                        href: `/#services`,
                        className: `inline-flex min-h-11 items-center underline`,
                        children: e.label,
                      }),
                    },
                    e.id,
                  ),
                ),
              }),
            ],
          }),
          (0, j.jsxs)(`div`, {
            children: [
              (0, j.jsx)(`h2`, { className: fi, children: `Contact` }),
              (0, j.jsxs)(`ul`, {
                className: `mt-3 space-y-1`,
                children: [
                  (0, j.jsx)(`li`, {
                    children: (0, j.jsx)(`a`, {
                      href: r.href,
                      className: `inline-flex min-h-11 items-center underline`,
                      children: r.display,
                    }),
                  }),
                  (0, j.jsx)(`li`, {
                    children: (0, j.jsx)(`a`, {
                      href: `mailto:${i}`,
                      className: `inline-flex min-h-11 items-center break-all underline`,
                      children: i,
                    }),
                  }),
                ],
              }),
            ],
          }),
          (0, j.jsxs)(`div`, {
            children: [
              (0, j.jsx)(`h2`, { className: fi, children: `Areas We Service` }),
              (0, j.jsx)(`ul`, {
                className: `mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm lg:grid-cols-1`,
                children: a.map((e) => (0, j.jsx)(`li`, { children: e }, e)),
              }),
            ],
          }),
        ],
      }),
      (0, j.jsxs)(`p`, {
        className: `border-t border-brand-dark px-4 py-6 text-center text-sm`,
        children: [`© `, o, ` `, e, `. All rights reserved.`],
      }),
    ],
  });
}
function mi(e) {
  var t,
    n,
    r = ``;
  if (typeof e == `string` || typeof e == `number`) r += e;
  else if (typeof e == `object`) {
    if (Array.isArray(e)) {
      var i = e.length;
      for (t = 0; t < i; t++) e[t] && (n = mi(e[t])) && (r && (r += ` `), (r += n));
    } else for (n in e) e[n] && (r && (r += ` `), (r += n));
  }
  return r;
}
function hi() {
  for (var e, t, n = 0, r = ``, i = arguments.length; n < i; n++)
    (e = arguments[n]) && (t = mi(e)) && (r && (r += ` `), (r += t));
  return r;
}
var gi = (e) => (typeof e == `boolean` ? `${e}` : e === 0 ? `0` : e),
  _i = hi,
  vi = (e, t) => (n) => {
    if (t?.variants == null) return _i(e, n?.class, n?.className);
    let { variants: r, defaultVariants: i } = t,
      a = Object.keys(r).map((e) => {
        let t = n?.[e],
          a = i?.[e];
        if (t === null) return null;
        let o = gi(t) || gi(a);
        return r[e][o];
      }),
      o =
        n &&
        Object.entries(n).reduce((e, t) => {
          let [n, r] = t;
          return (r === void 0 || (e[n] = r), e);
        }, {});
    return _i(
      e,
      a,
      t?.compoundVariants?.reduce((e, t) => {
        let { class: n, className: r, ...a } = t;
        return Object.entries(a).every((e) => {
          let [t, n] = e;
          return Array.isArray(n) ? n.includes({ ...i, ...o }[t]) : { ...i, ...o }[t] === n;
        })
          ? [...e, n, r]
          : e;
      }, []),
      n?.class,
      n?.className,
    );
  };
function yi(...e) {
  return hi(e);
}
var bi = vi(
  `inline-flex items-center justify-center gap-2 rounded-lg text-center font-semibold transition-colors motion-reduce:transition-none [&_svg]:size-5 [&_svg]:shrink-0`,
  {
    variants: {
      variant: {
        primary: `bg-brand text-white hover:bg-brand-dark`,
        accent: `bg-accent text-ink hover:bg-accent-dark`,
        outline: `border-2 border-brand bg-white text-brand-dark hover:bg-brand-light`,
        ghost: `text-ink hover:bg-surface`,
      },
      size: {
        md: `min-h-11 px-5 text-base`,
        sm: `min-h-11 whitespace-nowrap px-3 text-sm sm:text-base`,
        lg: `min-h-12 px-6 text-lg`,
        icon: `size-11 text-base`,
      },
    },
    defaultVariants: { variant: `primary`, size: `md` },
  },
);
function xi({ className: e, variant: t, size: n, children: r, ...i }) {
  return (0, j.jsx)(`a`, { className: yi(bi({ variant: t, size: n }), e), ...i, children: r });
}
function Si() {
  return (0, j.jsx)(`span`, { className: `sr-only`, children: ` (opens in a new tab)` });
}
var Ci = `inline-flex min-h-11 items-center gap-1 rounded-lg px-3 font-medium text-ink hover:bg-surface data-[state=open]:bg-surface`,
  wi = bi({ variant: `ghost`, size: `icon` }),
  Ti = `modulepreload`,
  Ei = function (e) {
    return `/` + e;
  },
  Di = {},
  Oi = function (e) {
    return e.pathname.endsWith(`.css`);
  },
  ki = function (e, t, n) {
    if (t in e) return e[t];
    let r = n();
    if (!r) {
      e[t] = void 0;
      return;
    }
    let i = r.then(
      () => {
        e[t] = void 0;
      },
      (n) => {
        throw ((e[t] = void 0), n);
      },
    );
    return ((e[t] = i), i);
  },
  Ai = function (e, t, n) {
    let r = Promise.resolve();
    if (t && t.length > 0) {
      let e,
        i = document.querySelector(`meta[property=csp-nonce]`),
        a = i?.nonce || i?.getAttribute(`nonce`);
      function o(e) {
        return Promise.all(
          e.map((e) =>
            Promise.resolve(e).then(
              (e) => ({ status: `fulfilled`, value: e }),
              (e) => ({ status: `rejected`, reason: e }),
            ),
          ),
        );
      }
      function s(e) {
        return import.meta.resolve ? new URL(import.meta.resolve(e)) : new URL(e, import.meta.url);
      }
      r = o(
        t
          .map((t) => {
            t = Ei(t, n);
            let r = s(t),
              i = Oi(r);
            return ki(Di, r.href, () => {
              if (e === void 0) {
                e = { all: new Set(), styles: new Set() };
                let t = document.getElementsByTagName(`link`);
                for (let n = t.length - 1; n >= 0; n--) {
                  let r = t[n];
                  (e.all.add(r.href), r.rel === `stylesheet` && e.styles.add(r.href));
                }
              }
              if ((i ? e.styles : e.all).has(r.href)) return;
              let t = document.createElement(`link`);
              if (
                ((t.rel = i ? `stylesheet` : Ti),
                i || (t.as = `script`),
                (t.crossOrigin = ``),
                (t.href = r.href),
                a && t.setAttribute(`nonce`, a),
                document.head.appendChild(t),
                i)
              )
                return new Promise((e, n) => {
                  let i = (a) => {
                    (t.removeEventListener(`load`, i),
                      t.removeEventListener(`error`, i),
                      a.type === `error` ? n(Error(`Unable to preload CSS for ${r}`)) : e(a));
                  };
                  (t.addEventListener(`load`, i), t.addEventListener(`error`, i));
                });
            });
          })
          .filter((e) => e !== void 0),
      );
    }
    function i(e) {
      let t = new Event(`vite:preloadError`, { cancelable: !0 });
      if (((t.payload = e), window.dispatchEvent(t), !t.defaultPrevented)) throw e;
    }
    return r.then((t) => {
      for (let e of t || []) e.status === `rejected` && i(e.reason);
      return e().catch(i);
    });
  },
  ji = () => Ai(() => import(`./menus-C2cdU7Uj.js`), []),
  Mi;
function Ni() {
  return (
    (Mi ??= ji().catch((e) => {
      throw ((Mi = void 0), e);
    })),
    Mi
  );
}
function Pi(e) {
  if (typeof window.requestIdleCallback == `function`) {
    let t = window.requestIdleCallback(e, { timeout: 3e3 });
    return () => window.cancelIdleCallback(t);
  }
  let t = window.setTimeout(e, 1500);
  return () => window.clearTimeout(t);
}
function Fi({ label: e, pick: t, className: n, children: r }) {
  let [i, a] = (0, _.useState)(null),
    [o, s] = (0, _.useState)(!1),
    c = (0, _.useRef)(null),
    l = (0, _.useRef)(!1),
    u = (e) => {
      (e && s(!0),
        Ni().then(
          (e) => {
            ((l.current = document.activeElement === c.current), a(() => t(e)));
          },
          (e) => console.error(`Could not load the header menus:`, e),
        ));
    },
    d = (0, _.useRef)(u);
  return (
    (0, _.useEffect)(() => Pi(() => d.current(!1)), []),
    i
      ? (0, j.jsx)(i, {
          label: e,
          defaultOpen: o,
          triggerRef: (e) => {
            e && l.current && ((l.current = !1), e.focus());
          },
        })
      : (0, j.jsx)(`button`, {
          ref: c,
          type: `button`,
          "aria-haspopup": `menu`,
          "aria-expanded": !1,
          className: n,
          onPointerDown: () => u(!0),
          onKeyDown: (e) => {
            [`Enter`, ` `, `ArrowDown`].includes(e.key) && (e.preventDefault(), u(!0));
          },
          onFocus: () => u(!1),
          children: r,
        })
  );
}
function Ii({ label: e }) {
  return (0, j.jsxs)(Fi, {
    label: e,
    pick: (e) => e.AreasMenu,
    className: Ci,
    children: [e, (0, j.jsx)(fr, { "aria-hidden": `true`, className: `size-4` })],
  });
}
function Li({ label: e }) {
  return (0, j.jsxs)(Fi, {
    label: e,
    pick: (e) => e.MobileMenu,
    className: wi,
    children: [
      (0, j.jsx)(Or, { "aria-hidden": `true` }),
      (0, j.jsx)(`span`, { className: `sr-only`, children: e }),
    ],
  });
}
var Ri = `inline-flex min-h-11 items-center rounded-lg px-3 font-medium hover:bg-surface`;
function zi() {
  return (0, j.jsx)(`header`, {
    className: `sticky top-0 z-40 border-b border-line bg-white`,
    children: (0, j.jsxs)(`div`, {
      className: `mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:px-6`,
      children: [
        (0, j.jsxs)(`a`, {
          href: `/`,
          className: `flex min-h-11 items-center gap-2 rounded-lg font-bold text-brand-dark`,
          children: [
            (0, j.jsx)(Pr, { "aria-hidden": `true`, className: `size-8 shrink-0` }),
            (0, j.jsx)(`span`, { className: `sr-only sm:not-sr-only`, children: ci.shortName }),
          ],
        }),
        (0, j.jsx)(`nav`, {
          "aria-label": `Main`,
          className: `ml-auto hidden items-center lg:flex`,
          children: ci.nav.map((e) =>
            `href` in e
              ? (0, j.jsx)(`a`, { href: e.href, className: Ri, children: e.label }, e.href)
              : (0, j.jsx)(Ii, { label: e.label }, e.label),
          ),
        }),
        (0, j.jsxs)(`div`, {
          className: `ml-auto flex items-center gap-2 lg:ml-2`,
          children: [
            (0, j.jsxs)(xi, {
              variant: `outline`,
              href: ci.links.billingPortal,
              target: `_blank`,
              rel: `noopener noreferrer`,
              size: `sm`,
              children: [
                (0, j.jsx)(`span`, { className: `sm:hidden`, children: `Manage` }),
                (0, j.jsx)(`span`, {
                  className: `hidden sm:inline`,
                  children: `Manage Subscription`,
                }),
                (0, j.jsx)(vr, { "aria-hidden": `true`, className: `hidden sm:block` }),
                (0, j.jsx)(Si, {}),
              ],
            }),
            (0, j.jsx)(xi, { href: ci.phone.href, size: `sm`, children: `Get Started` }),
            (0, j.jsx)(`div`, {
              className: `lg:hidden`,
              children: (0, j.jsx)(Li, { label: `Menu` }),
            }),
          ],
        }),
      ],
    }),
  });
}
function Bi() {
  return (0, j.jsxs)(j.Fragment, {
    children: [
      (0, j.jsx)(`a`, {
        href: `#main`,
        className: `sr-only z-50 rounded-lg bg-white px-4 py-3 font-semibold text-brand-dark focus:not-sr-only focus:fixed focus:left-3 focus:top-3`,
        children: `Skip to content`,
      }),
      (0, j.jsx)(zi, {}),
      (0, j.jsx)(`main`, {
        id: `main`,
        tabIndex: -1,
        className: `focus:outline-none`,
        children: (0, j.jsx)(Ut, {}),
      }),
      (0, j.jsx)(pi, {}),
    ],
  });
}
function Vi({ id: e, title: t, lead: n, className: r, children: i }) {
  let a = (0, _.useId)();
  return (0, j.jsx)(`section`, {
    id: e,
    "aria-labelledby": a,
    className: yi(`py-16`, r),
    children: (0, j.jsxs)(`div`, {
      className: `mx-auto max-w-6xl px-4 sm:px-6`,
      children: [
        (0, j.jsxs)(`div`, {
          className: `mx-auto max-w-2xl text-center`,
          children: [
            (0, j.jsx)(`h2`, {
              id: a,
              className: `text-3xl font-bold tracking-tight text-ink sm:text-4xl`,
              children: t,
            }),
            n && (0, j.jsx)(`p`, { className: `mt-3 text-lg text-muted`, children: n }),
          ],
        }),
        i,
      ],
    }),
  });
}
var Hi = `flex min-h-11 items-center gap-3 text-lg`;
function Ui() {
  let { phone: e, email: t, serviceArea: n, partnerReasons: r } = ci;
  return (0, j.jsx)(Vi, {
    id: `contact`,
    title: `Partner with us`,
    lead: `Property managers and homeowners: call, text or e-mail us to get started.`,
    className: `bg-surface`,
    children: (0, j.jsxs)(`div`, {
      className: `mt-10 grid gap-8 md:grid-cols-2`,
      children: [
        (0, j.jsx)(`ul`, {
          className: `space-y-4 self-center`,
          children: r.map((e) =>
            (0, j.jsxs)(
              `li`,
              {
                className: `flex gap-3`,
                children: [
                  (0, j.jsx)(mr, {
                    "aria-hidden": `true`,
                    className: `mt-0.5 size-6 shrink-0 text-brand`,
                  }),
                  (0, j.jsxs)(`p`, {
                    children: [
                      (0, j.jsx)(`strong`, { className: `block text-ink`, children: e.title }),
                      (0, j.jsx)(`span`, { className: `text-muted`, children: e.description }),
                    ],
                  }),
                ],
              },
              e.title,
            ),
          ),
        }),
        (0, j.jsxs)(`address`, {
          className: `rounded-2xl bg-white p-6 not-italic shadow-sm sm:p-8`,
          children: [
            (0, j.jsxs)(`a`, {
              href: e.href,
              className: yi(Hi, `font-semibold text-brand-dark underline`),
              children: [
                (0, j.jsx)(Ar, { "aria-hidden": `true`, className: `size-6 shrink-0` }),
                e.display,
              ],
            }),
            (0, j.jsxs)(`a`, {
              href: `mailto:${t}`,
              className: yi(Hi, `break-all text-brand-dark underline`),
              children: [
                (0, j.jsx)(wr, { "aria-hidden": `true`, className: `size-6 shrink-0` }),
                t,
              ],
            }),
            (0, j.jsxs)(`p`, {
              className: Hi,
              children: [
                (0, j.jsx)(Er, { "aria-hidden": `true`, className: `size-6 shrink-0 text-brand` }),
                `Service area: `,
                n,
              ],
            }),
          ],
        }),
      ],
    }),
  });
}
function Wi() {
  let { hero: e, phone: t, links: n, reviewStars: r } = ci;
  return (0, j.jsx)(`section`, {
    "aria-labelledby": `hero-title`,
    className: `bg-brand-light`,
    children: (0, j.jsxs)(`div`, {
      className: `mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20`,
      children: [
        (0, j.jsx)(`p`, {
          className: `font-semibold uppercase tracking-wide text-brand-dark`,
          children: e.eyebrow,
        }),
        (0, j.jsx)(`h1`, {
          id: `hero-title`,
          className: `mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-ink sm:text-5xl`,
          children: e.title,
        }),
        (0, j.jsx)(`p`, {
          className: `mt-5 max-w-2xl text-lg text-muted sm:text-xl`,
          children: e.lead,
        }),
        (0, j.jsxs)(`div`, {
          className: `mt-8 flex flex-col gap-3 sm:flex-row`,
          children: [
            (0, j.jsxs)(xi, {
              href: t.href,
              variant: `accent`,
              size: `lg`,
              children: [
                (0, j.jsx)(Ar, { "aria-hidden": `true` }),
                `Call Now `,
                (0, j.jsx)(`span`, { className: `font-normal`, children: t.display }),
              ],
            }),
            (0, j.jsxs)(xi, {
              href: `#services`,
              variant: `outline`,
              size: `lg`,
              children: [`Learn More`, (0, j.jsx)(ir, { "aria-hidden": `true` })],
            }),
          ],
        }),
        (0, j.jsxs)(`a`, {
          href: n.review,
          target: `_blank`,
          rel: `noopener noreferrer`,
          className: `mt-8 inline-flex min-h-11 items-center gap-3 rounded-lg font-semibold text-brand-dark underline underline-offset-4`,
          children: [
            (0, j.jsx)(`span`, {
              className: `flex`,
              "aria-hidden": `true`,
              children: Array.from({ length: r }, (e, t) =>
                (0, j.jsx)(Br, { className: `size-5 fill-star text-star` }, t),
              ),
            }),
            `Happy with our work? Leave us a review`,
            (0, j.jsx)(Si, {}),
          ],
        }),
      ],
    }),
  });
}
function Gi() {
  return (0, j.jsx)(Vi, {
    title: `How to get started`,
    className: `bg-brand-light`,
    children: (0, j.jsx)(`ol`, {
      className: `mt-10 grid gap-6 md:grid-cols-3`,
      children: ci.steps.map((e, t) =>
        (0, j.jsxs)(
          `li`,
          {
            className: `rounded-xl bg-white p-6 shadow-sm`,
            children: [
              (0, j.jsx)(`span`, {
                "aria-hidden": `true`,
                className: `flex size-10 items-center justify-center rounded-full bg-brand text-lg font-bold text-white`,
                children: t + 1,
              }),
              (0, j.jsx)(`h3`, {
                className: `mt-4 text-lg font-semibold text-ink`,
                children: e.title,
              }),
              (0, j.jsx)(`p`, { className: `mt-2 text-muted`, children: e.description }),
            ],
          },
          e.title,
        ),
      ),
    }),
  });
}
var Ki = Object.defineProperty,
  qi = (e, t) => Ki(e, `name`, { value: t, configurable: !0 }),
  Ji = !!(typeof window < `u` && window.document && window.document.createElement);
function Yi(e, t, { checkForDefaultPrevented: n = !0 } = {}) {
  return qi(function (r) {
    if ((e?.(r), n === !1 || !r || !r.defaultPrevented)) return t?.(r);
  }, `handleEvent`);
}
qi(Yi, `composeEventHandlers`);
function Xi(e) {
  if (!Ji) throw Error(`Cannot access window outside of the DOM`);
  return e?.ownerDocument?.defaultView ?? window;
}
qi(Xi, `getOwnerWindow`);
function Zi(e) {
  if (!Ji) throw Error(`Cannot access document outside of the DOM`);
  return e?.ownerDocument ?? document;
}
qi(Zi, `getOwnerDocument`);
function Qi(e, t = !1) {
  let { activeElement: n } = Zi(e);
  if (!n?.nodeName) return null;
  if ($i(n) && n.contentDocument) return Qi(n.contentDocument.body, t);
  if (t) {
    let e = n.getAttribute(`aria-activedescendant`);
    if (e) {
      let t = Zi(n).getElementById(e);
      if (t) return t;
    }
  }
  return n;
}
qi(Qi, `getActiveElement`);
function $i(e) {
  return e.tagName === `IFRAME`;
}
qi($i, `isFrame`);
var ea = Object.defineProperty,
  M = (e, t) => ea(e, `name`, { value: t, configurable: !0 });
function ta(e, t) {
  let n = _.createContext(t);
  n.displayName = e + `Context`;
  let r = M((e) => {
    let { children: t, ...r } = e,
      i = _.useMemo(() => r, Object.values(r));
    return (0, j.jsx)(n.Provider, { value: i, children: t });
  }, `Provider`);
  r.displayName = e + `Provider`;
  function i(r, i = {}) {
    let { optional: a = !1 } = i,
      o = _.useContext(n);
    if (o) return o;
    if (t !== void 0) return t;
    if (!a) throw Error(`\`${r}\` must be used within \`${e}\``);
  }
  return (M(i, `useContext`), [r, i]);
}
M(ta, `createContext`);
function na(e, t = []) {
  let n = [];
  function r(t, r) {
    let i = _.createContext(r);
    i.displayName = t + `Context`;
    let a = n.length;
    n = [...n, r];
    let o = M((t) => {
      let { scope: n, children: r, ...o } = t,
        s = n?.[e]?.[a] || i,
        c = _.useMemo(() => o, Object.values(o));
      return (0, j.jsx)(s.Provider, { value: c, children: r });
    }, `Provider`);
    o.displayName = t + `Provider`;
    function s(n, o, s = {}) {
      let { optional: c = !1 } = s,
        l = o?.[e]?.[a] || i,
        u = _.useContext(l);
      if (u) return u;
      if (r !== void 0) return r;
      if (!c) throw Error(`\`${n}\` must be used within \`${t}\``);
    }
    return (M(s, `useContext`), [o, s]);
  }
  M(r, `createContext`);
  let i = M(() => {
    let t = n.map((e) => _.createContext(e));
    return M(function (n) {
      let r = n?.[e] || t;
      return _.useMemo(() => ({ [`__scope${e}`]: { ...n, [e]: r } }), [n, r]);
    }, `useScope`);
  }, `createScope`);
  return ((i.scopeName = e), [r, ra(i, ...t)]);
}
M(na, `createContextScope`);
function ra(...e) {
  let t = e[0];
  if (e.length === 1) return t;
  let n = M(() => {
    let n = e.map((e) => ({ useScope: e(), scopeName: e.scopeName }));
    return M(function (e) {
      let r = n.reduce((t, { useScope: n, scopeName: r }) => {
        let i = n(e)[`__scope${r}`];
        return { ...t, ...i };
      }, {});
      return _.useMemo(() => ({ [`__scope${t.scopeName}`]: r }), [r]);
    }, `useComposedScopes`);
  }, `createScope`);
  return ((n.scopeName = t.scopeName), n);
}
M(ra, `composeContextScopes`);
var ia = Object.defineProperty,
  aa = (e, t) => ia(e, `name`, { value: t, configurable: !0 });
function oa(e, t) {
  if (typeof e == `function`) return e(t);
  e != null && (e.current = t);
}
aa(oa, `setRef`);
function sa(...e) {
  return (t) => {
    let n = !1,
      r = e.map((e) => {
        let r = oa(e, t);
        return (!n && typeof r == `function` && (n = !0), r);
      });
    if (n)
      return () => {
        for (let t = 0; t < r.length; t++) {
          let n = r[t];
          typeof n == `function` ? n() : oa(e[t], null);
        }
      };
  };
}
aa(sa, `composeRefs`);
function ca(...e) {
  return _.useCallback(sa(...e), e);
}
aa(ca, `useComposedRefs`);
var la = Object.defineProperty,
  N = (e, t) => la(e, `name`, { value: t, configurable: !0 });
function P(e) {
  let t = _.forwardRef((t, n) => {
    let { children: r, ...i } = t,
      a = null,
      o = !1,
      s = [];
    ((r = va(r)),
      _.Children.forEach(r, (e) => {
        if (ma(e)) {
          o = !0;
          let t = e,
            n = `child` in t.props ? t.props.child : t.props.children;
          for (; ga(n) && typeof Sa == `function`;) n = Sa(n._payload);
          ((a = da(t, n)), s.push(a?.props?.children));
        } else s.push(e);
      }),
      a
        ? (a = _.cloneElement(a, void 0, s))
        : !o && _.Children.count(r) === 1 && _.isValidElement(r) && (a = r));
    let c = a ? pa(a) : void 0,
      l = ca(n, c);
    if (!a) {
      if (r || r === 0) throw Error(o ? xa(e) : ba(e));
      return r;
    }
    let u = fa(i, a.props ?? {});
    return (a.type !== _.Fragment && (u.ref = n ? l : c), _.cloneElement(a, u));
  });
  return ((t.displayName = `${e}.Slot`), t);
}
N(P, `createSlot`);
var F = Symbol.for(`radix.slottable`);
function ua(e) {
  let t = N((e) => (`child` in e ? e.children(e.child) : e.children), `Slottable`);
  return ((t.displayName = `${e}.Slottable`), (t.__radixId = F), t);
}
N(ua, `createSlottable`);
var da = N(
  (e, t) =>
    `child` in e.props
      ? _.isValidElement(t)
        ? _.cloneElement(t, void 0, e.props.children(t.props.children))
        : null
      : _.isValidElement(t)
        ? t
        : null,
  `getSlottableElementFromSlottable`,
);
function fa(e, t) {
  let n = { ...t };
  for (let r in t) {
    let i = e[r],
      a = t[r];
    /^on[A-Z]/.test(r)
      ? i && a
        ? (n[r] = (...e) => {
            let t = a(...e);
            return (i(...e), t);
          })
        : i && (n[r] = i)
      : r === `style`
        ? (n[r] = { ...i, ...a })
        : r === `className`
          ? (n[r] = [i, a].filter(Boolean).join(` `))
          : r === `aria-describedby` && (n[r] = ya(a, i));
  }
  return { ...e, ...n };
}
N(fa, `mergeProps`);
function pa(e) {
  let t = Object.getOwnPropertyDescriptor(e.props, `ref`)?.get,
    n = t && `isReactWarning` in t && t.isReactWarning;
  return n
    ? e.ref
    : ((t = Object.getOwnPropertyDescriptor(e, `ref`)?.get),
      (n = t && `isReactWarning` in t && t.isReactWarning),
      n ? e.props.ref : e.props.ref || e.ref);
}
N(pa, `getElementRef`);
function ma(e) {
  return (
    _.isValidElement(e) &&
    typeof e.type == `function` &&
    `__radixId` in e.type &&
    e.type.__radixId === F
  );
}
N(ma, `isSlottable`);
var ha = Symbol.for(`react.lazy`);
function ga(e) {
  return (
    typeof e == `object` &&
    !!e &&
    `$$typeof` in e &&
    e.$$typeof === ha &&
    `_payload` in e &&
    _a(e._payload)
  );
}
N(ga, `isLazyComponent`);
function _a(e) {
  return typeof e == `object` && !!e && `then` in e;
}
N(_a, `isPromiseLike`);
function va(e) {
  let t = e;
  for (; ga(t) && typeof Sa == `function`;) t = Sa(t._payload);
  return t;
}
N(va, `useUnwrappedLazy`);
function ya(...e) {
  let t = new Set();
  for (let n of e)
    if (typeof n == `string`) for (let e of String(n).trim().split(/\s+/)) e && t.add(e);
  return t.size > 0 ? Array.from(t).join(` `) : void 0;
}
N(ya, `concatAriaDescribedby`);
var ba = N(
    (e) =>
      `${e} failed to slot onto its children. Expected a single React element child or \`Slottable\`.`,
    `createSlotError`,
  ),
  xa = N(
    (e) =>
      `${e} failed to slot onto its \`Slottable\`. Expected \`Slottable\` to receive a single React element child.`,
    `createSlottableError`,
  ),
  Sa = _.use,
  Ca = globalThis?.document ? _.useLayoutEffect : () => {},
  wa = Object.defineProperty,
  I = (e, t) => wa(e, `name`, { value: t, configurable: !0 });
function Ta(e) {
  let t = e + `CollectionProvider`,
    [n, r] = na(t),
    [i, a] = n(t, { collectionRef: { current: null }, itemMap: new Map() }),
    o = I((e) => {
      let { scope: t, children: n } = e,
        r = _.useRef(null),
        a = _.useRef(new Map()).current;
      return (0, j.jsx)(i, { scope: t, itemMap: a, collectionRef: r, children: n });
    }, `CollectionProvider`);
  o.displayName = t;
  let s = e + `CollectionSlot`,
    c = P(s),
    l = _.forwardRef((e, t) => {
      let { scope: n, children: r } = e,
        i = ca(t, a(s, n).collectionRef);
      return (0, j.jsx)(c, { ref: i, children: r });
    });
  l.displayName = s;
  let u = e + `CollectionItemSlot`,
    d = `data-radix-collection-item`,
    f = P(u),
    p = _.forwardRef((e, t) => {
      let { scope: n, children: r, ...i } = e,
        o = _.useRef(null),
        s = ca(t, o),
        c = a(u, n);
      return (
        _.useEffect(() => (c.itemMap.set(o, { ref: o, ...i }), () => void c.itemMap.delete(o))),
        (0, j.jsx)(f, { [d]: ``, ref: s, children: r })
      );
    });
  p.displayName = u;
  function m(t) {
    let n = a(e + `CollectionConsumer`, t);
    return _.useCallback(() => {
      let e = n.collectionRef.current;
      if (!e) return [];
      let t = Array.from(e.querySelectorAll(`[${d}]`));
      return Array.from(n.itemMap.values()).sort(
        (e, n) => t.indexOf(e.ref.current) - t.indexOf(n.ref.current),
      );
    }, [n.collectionRef, n.itemMap]);
  }
  return (I(m, `useCollection`), [{ Provider: o, Slot: l, ItemSlot: p }, m, r]);
}
I(Ta, `createCollection`);
var Ea = new WeakMap(),
  Da = class e extends Map {
    static {
      I(this, `OrderedDict`);
    }
    #e;
    constructor(e) {
      (super(e), (this.#e = [...super.keys()]), Ea.set(this, !0));
    }
    set(e, t) {
      return (Ea.get(this) && !this.has(e) && this.#e.push(e), super.set(e, t), this);
    }
    insert(e, t, n) {
      let r = this.has(t),
        i = r ? this.size : this.size + 1,
        a = Aa(e),
        o = a >= 0 ? Math.min(a, i - 1) : Math.max(i + a, 0);
      if (r ? this.#e.indexOf(t) === o : o === this.size) return (this.set(t, n), this);
      let s = this.#e.filter((e) => e !== t);
      s.splice(o, 0, t);
      let c = s.map((e) => [e, e === t ? n : this.get(e)]);
      this.clear();
      for (let [e, t] of c) this.set(e, t);
      return this;
    }
    with(t, n, r) {
      let i = new e(this);
      return (i.insert(t, n, r), i);
    }
    before(e) {
      let t = this.#e.indexOf(e) - 1;
      if (!(t < 0)) return this.entryAt(t);
    }
    setBefore(e, t, n) {
      let r = this.#e.indexOf(e);
      if (r === -1) return this;
      let i = this.#e.indexOf(t),
        a = i !== -1 && i < r ? r - 1 : r;
      return this.insert(a, t, n);
    }
    after(e) {
      let t = this.#e.indexOf(e);
      if (((t = t === -1 || t === this.size - 1 ? -1 : t + 1), t !== -1)) return this.entryAt(t);
    }
    setAfter(e, t, n) {
      let r = this.#e.indexOf(e);
      if (r === -1) return this;
      let i = this.#e.indexOf(t),
        a = i !== -1 && i <= r ? r : r + 1;
      return this.insert(a, t, n);
    }
    first() {
      return this.entryAt(0);
    }
    last() {
      return this.entryAt(-1);
    }
    clear() {
      return ((this.#e = []), super.clear());
    }
    delete(e) {
      let t = super.delete(e);
      return (t && this.#e.splice(this.#e.indexOf(e), 1), t);
    }
    deleteAt(e) {
      let t = this.keyAt(e);
      return t !== void 0 && this.delete(t);
    }
    at(e) {
      let t = Oa(this.#e, e);
      if (t !== void 0) return this.get(t);
    }
    entryAt(e) {
      let t = Oa(this.#e, e);
      if (t !== void 0) return [t, this.get(t)];
    }
    indexOf(e) {
      return this.#e.indexOf(e);
    }
    keyAt(e) {
      return Oa(this.#e, e);
    }
    from(e, t) {
      let n = this.indexOf(e);
      if (n === -1) return;
      let r = n + t;
      return (r < 0 && (r = 0), r >= this.size && (r = this.size - 1), this.at(r));
    }
    keyFrom(e, t) {
      let n = this.indexOf(e);
      if (n === -1) return;
      let r = n + t;
      return (r < 0 && (r = 0), r >= this.size && (r = this.size - 1), this.keyAt(r));
    }
    find(e, t) {
      let n = 0;
      for (let r of this) {
        if (Reflect.apply(e, t, [r, n, this])) return r;
        n++;
      }
    }
    findIndex(e, t) {
      let n = 0;
      for (let r of this) {
        if (Reflect.apply(e, t, [r, n, this])) return n;
        n++;
      }
      return -1;
    }
    filter(t, n) {
      let r = [],
        i = 0;
      for (let e of this) (Reflect.apply(t, n, [e, i, this]) && r.push(e), i++);
      return new e(r);
    }
    map(t, n) {
      let r = [],
        i = 0;
      for (let e of this) (r.push([e[0], Reflect.apply(t, n, [e, i, this])]), i++);
      return new e(r);
    }
    reduce(...e) {
      let [t, n] = e,
        r = e.length > 1;
      if (!r && this.size === 0)
        throw TypeError(`Reduce of empty OrderedDict with no initial value`);
      let i = 0,
        a = n;
      for (let e of this) ((a = i === 0 && !r ? e : Reflect.apply(t, this, [a, e, i, this])), i++);
      return a;
    }
    reduceRight(...e) {
      let [t, n] = e,
        r = e.length > 1;
      if (!r && this.size === 0)
        throw TypeError(`Reduce of empty OrderedDict with no initial value`);
      let i = n;
      for (let e = this.size - 1; e >= 0; e--) {
        let n = this.entryAt(e);
        i = e === this.size - 1 && !r ? n : Reflect.apply(t, this, [i, n, e, this]);
      }
      return i;
    }
    sort(e) {
      if (typeof e != `function`) throw TypeError(`OrderedDict.sort requires a compare function`);
      let t = [...this.entries()].sort(e);
      this.clear();
      for (let [e, n] of t) this.set(e, n);
      return this;
    }
    toSorted(t) {
      if (typeof t != `function`)
        throw TypeError(`OrderedDict.toSorted requires a compare function`);
      let n = [...this.entries()].sort(t);
      return new e(n);
    }
    toReversed() {
      let t = new e();
      for (let e = this.size - 1; e >= 0; e--) {
        let n = this.keyAt(e),
          r = this.get(n);
        t.set(n, r);
      }
      return t;
    }
    toSpliced(...t) {
      let n = [...this.entries()];
      return (n.splice(...t), new e(n));
    }
    slice(t, n) {
      let r = new e();
      for (let e of this.#e.slice(t, n)) r.set(e, this.get(e));
      return r;
    }
    every(e, t) {
      let n = 0;
      for (let r of this) {
        if (!Reflect.apply(e, t, [r, n, this])) return !1;
        n++;
      }
      return !0;
    }
    some(e, t) {
      let n = 0;
      for (let r of this) {
        if (Reflect.apply(e, t, [r, n, this])) return !0;
        n++;
      }
      return !1;
    }
  };
function Oa(e, t) {
  if (`at` in Array.prototype) return Array.prototype.at.call(e, t);
  let n = ka(e, t);
  return n === -1 ? void 0 : e[n];
}
I(Oa, `at`);
function ka(e, t) {
  let n = e.length,
    r = Aa(t),
    i = r >= 0 ? r : n + r;
  return i < 0 || i >= n ? -1 : i;
}
I(ka, `toSafeIndex`);
function Aa(e) {
  return e !== e || e === 0 ? 0 : Math.trunc(e);
}
I(Aa, `toSafeInteger`);
function ja(e) {
  let t = e + `CollectionProvider`,
    [n, r] = na(t),
    [i, a] = n(t);
  i.displayName = e + `CollectionStableContextProvider`;
  let [o, s] = n(t);
  o.displayName = e + `CollectionStatefulContextProvider`;
  let c = I(
    ({ state: e, ...t }) => (e ? (0, j.jsx)(u, { ...t, state: e }) : (0, j.jsx)(l, { ...t })),
    `CollectionProvider`,
  );
  c.displayName = t;
  let l = I((e) => {
    let t = v();
    return (0, j.jsx)(u, { ...e, state: t });
  }, `CollectionInit`);
  l.displayName = e + `CollectionInit`;
  let u = I((e) => {
    let { scope: t, children: n, state: r } = e,
      a = _.useRef(null),
      [s, c] = _.useState(null),
      l = ca(a, c),
      [u, d] = r,
      f = _.useRef(new Da()),
      p = _.useCallback(() => {
        let e = f.current;
        return (Pa(e) || e.sort(L), e);
      }, []);
    return (
      _.useEffect(() => {
        if (!s) return;
        let e = Fa(() => {
          d((e) => {
            let t = e.toSorted(L);
            return t.some(([t], n) => e.keyAt(n) !== t) ? t : e;
          });
        });
        return (
          e.observe(s, { childList: !0, subtree: !0 }),
          () => {
            e.disconnect();
          }
        );
      }, [s, d]),
      (0, j.jsx)(i, {
        scope: t,
        collectionElementRef: l,
        collectionElementRefObject: a,
        getCollection: p,
        setCollection: d,
        registryRef: f,
        children: (0, j.jsx)(o, { scope: t, collectionElement: s, collection: u, children: n }),
      })
    );
  }, `CollectionProviderImpl`);
  u.displayName = e + `CollectionProviderImpl`;
  let d = e + `CollectionSlot`,
    f = P(d),
    p = _.forwardRef((e, t) => {
      let { scope: n, children: r } = e,
        i = ca(t, a(d, n).collectionElementRef);
      return (0, j.jsx)(f, { ref: i, children: r });
    });
  p.displayName = d;
  let m = e + `CollectionItemSlot`,
    h = P(m),
    g = _.forwardRef((e, t) => {
      let { scope: n, children: r, ...i } = e,
        o = _.useRef(null),
        { setCollection: s, registryRef: c } = a(m, n),
        l = _.useRef(i);
      Ma(l.current, i) || (l.current = i);
      let u = l.current,
        d = ca(
          t,
          _.useCallback(
            (e) => {
              let t = c.current;
              e ? t.set(e, { ...l.current, element: e }) : o.current && t.delete(o.current);
            },
            [c],
          ),
          o,
        );
      Ca(() => {
        let e = o.current,
          t = c.current;
        e && t.has(e) && t.set(e, { ...u, element: e });
      }, [u, c]);
      let f = _.useRef(null);
      return (
        _.useEffect(() => {
          let e = o.current,
            t = f.current;
          ((t?.element ?? null) !== e || (e && t?.itemData !== u)) &&
            ((f.current = e ? { element: e, itemData: u } : null),
            s((n) => {
              let r = new Da(n);
              return (
                t && t.element !== e && r.delete(t.element),
                e && r.set(e, { ...u, element: e }),
                r.sort(L)
              );
            }));
        }),
        _.useEffect(
          () => () => {
            let e = f.current;
            ((f.current = null),
              e &&
                s((t) => {
                  if (!t.has(e.element)) return t;
                  let n = new Da(t);
                  return (n.delete(e.element), n);
                }));
          },
          [s],
        ),
        (0, j.jsx)(h, { "data-radix-collection-item": ``, ref: d, children: r })
      );
    });
  g.displayName = m;
  function v() {
    return _.useState(new Da());
  }
  I(v, `useInitCollection`);
  function y(t) {
    let { collection: n } = s(e + `CollectionConsumer`, t);
    return n;
  }
  I(y, `useCollection`);
  function b(t) {
    let { getCollection: n } = a(e + `CollectionConsumer`, t);
    return n;
  }
  return (
    I(b, `useGetCollection`),
    [
      { Provider: c, Slot: p, ItemSlot: g },
      { createCollectionScope: r, useCollection: y, useGetCollection: b, useInitCollection: v },
    ]
  );
}
I(ja, `createCollection`);
function Ma(e, t) {
  if (e === t) return !0;
  if (typeof e != `object` || typeof t != `object` || e == null || t == null) return !1;
  let n = Object.keys(e),
    r = Object.keys(t);
  if (n.length !== r.length) return !1;
  for (let r of n) if (!Object.prototype.hasOwnProperty.call(t, r) || e[r] !== t[r]) return !1;
  return !0;
}
I(Ma, `shallowEqual`);
function Na(e, t) {
  return !!(t.compareDocumentPosition(e) & Node.DOCUMENT_POSITION_PRECEDING);
}
I(Na, `isElementPreceding`);
function Pa(e) {
  let t;
  for (let n of e.keys()) {
    if (t) {
      let e = t.compareDocumentPosition(n);
      if (!(e & Node.DOCUMENT_POSITION_DISCONNECTED) && e & Node.DOCUMENT_POSITION_PRECEDING)
        return !1;
    }
    t = n;
  }
  return !0;
}
I(Pa, `isInDocumentOrder`);
function L(e, t) {
  return !e[1].element || !t[1].element ? 0 : Na(e[1].element, t[1].element) ? -1 : 1;
}
I(L, `sortByDocumentPosition`);
function Fa(e) {
  return new MutationObserver((t) => {
    for (let n of t)
      if (n.type === `childList`) {
        e();
        return;
      }
  });
}
I(Fa, `getChildListObserver`);
var Ia = Object.defineProperty,
  La = (e, t) => Ia(e, `name`, { value: t, configurable: !0 }),
  Ra = _.useId || (() => void 0),
  za = 0;
function Ba(e) {
  let [t, n] = _.useState(Ra());
  return (
    Ca(() => {
      e || n((e) => e ?? String(za++));
    }, [e]),
    e || (t ? `radix-${t}` : ``)
  );
}
La(Ba, `useId`);
var Va = c(m(), 1),
  Ha = Object.defineProperty,
  Ua = (e, t) => Ha(e, `name`, { value: t, configurable: !0 }),
  Wa = [
    `a`,
    `button`,
    `div`,
    `form`,
    `h2`,
    `h3`,
    `img`,
    `input`,
    `label`,
    `li`,
    `nav`,
    `ol`,
    `p`,
    `select`,
    `span`,
    `svg`,
    `ul`,
  ].reduce((e, t) => {
    let n = P(`Primitive.${t}`),
      r = _.forwardRef((e, r) => {
        let { asChild: i, ...a } = e,
          o = i ? n : t;
        return (
          typeof window < `u` && (window[Symbol.for(`radix-ui`)] = !0),
          (0, j.jsx)(o, { ...a, ref: r })
        );
      });
    return ((r.displayName = `Primitive.${t}`), { ...e, [t]: r });
  }, {});
function Ga(e, t) {
  e && Va.flushSync(() => e.dispatchEvent(t));
}
Ua(Ga, `dispatchDiscreteCustomEvent`);
var Ka = Object.defineProperty,
  qa = (e, t) => Ka(e, `name`, { value: t, configurable: !0 }),
  Ja = _.useInsertionEffect;
function Ya(e) {
  let t = _.useRef(e);
  return (
    typeof Ja == `function`
      ? Ja(() => {
          t.current = e;
        })
      : Ca(() => {
          t.current = e;
        }),
    _.useMemo(
      () =>
        (...e) =>
          t.current?.(...e),
      [],
    )
  );
}
qa(Ya, `useCallbackRef`);
var Xa = Object.defineProperty,
  Za = (e, t) => Xa(e, `name`, { value: t, configurable: !0 }),
  Qa = _.useEffectEvent,
  $a = _.useInsertionEffect;
function eo(e) {
  if (typeof Qa == `function`) return Qa(e);
  let t = _.useRef(() => {
    throw Error(`Cannot call an event handler while rendering.`);
  });
  return (
    typeof $a == `function`
      ? $a(() => {
          t.current = e;
        })
      : Ca(() => {
          t.current = e;
        }),
    _.useMemo(
      () =>
        (...e) =>
          t.current?.(...e),
      [],
    )
  );
}
Za(eo, `useEffectEvent`);
var to = Object.defineProperty,
  no = (e, t) => to(e, `name`, { value: t, configurable: !0 }),
  ro = _.useInsertionEffect || Ca;
function io({ prop: e, defaultProp: t, onChange: n = no(() => {}, `onChange`), caller: r }) {
  let [i, a, o] = ao({ defaultProp: t, onChange: n }),
    s = e !== void 0;
  return [
    s ? e : i,
    _.useCallback(
      (t) => {
        if (s) {
          let n = oo(t) ? t(e) : t;
          n !== e && o.current?.(n);
        } else a(t);
      },
      [s, e, a, o],
    ),
  ];
}
no(io, `useControllableState`);
function ao({ defaultProp: e, onChange: t }) {
  let [n, r] = _.useState(e),
    i = _.useRef(n),
    a = _.useRef(t);
  return (
    ro(() => {
      a.current = t;
    }, [t]),
    _.useEffect(() => {
      i.current !== n && (a.current?.(n), (i.current = n));
    }, [n, i]),
    [n, r, a]
  );
}
no(ao, `useUncontrolledState`);
function oo(e) {
  return typeof e == `function`;
}
no(oo, `isFunction`);
var so = Symbol(`RADIX:SYNC_STATE`);
function co(e, t, n, r) {
  let { prop: i, defaultProp: a, onChange: o, caller: s } = t,
    c = i !== void 0,
    l = eo(o),
    u = [{ ...n, state: a }];
  r && u.push(r);
  let [d, f] = _.useReducer(
      (t, n) => {
        if (n.type === so) return { ...t, state: n.state };
        let r = e(t, n);
        return (c && !Object.is(r.state, t.state) && l(r.state), r);
      },
      ...u,
    ),
    p = d.state,
    m = _.useRef(p);
  _.useEffect(() => {
    m.current !== p && ((m.current = p), c || l(p));
  }, [p, m, c]);
  let h = _.useMemo(() => (i === void 0 ? d : { ...d, state: i }), [d, i]);
  return (
    _.useEffect(() => {
      c && !Object.is(i, d.state) && f({ type: so, state: i });
    }, [i, d.state, c]),
    [h, f]
  );
}
no(co, `useControllableStateReducer`);
var lo = Object.defineProperty,
  uo = (e, t) => lo(e, `name`, { value: t, configurable: !0 }),
  fo = { LTR: `ltr`, RTL: `rtl` },
  po = _.createContext(void 0);
function mo(e) {
  let t = _.useContext(po);
  return e || t || fo.LTR;
}
uo(mo, `useDirection`);
var ho = Object.defineProperty,
  go = (e, t) => ho(e, `name`, { value: t, configurable: !0 }),
  _o = !1;
function vo() {
  let [e, t] = _.useState(_o);
  return (
    _.useEffect(() => {
      _o || ((_o = !0), t(!0));
    }, []),
    e
  );
}
go(vo, `useIsHydrated`);
var yo = _.useSyncExternalStore;
function bo() {
  return () => {};
}
go(bo, `subscribe`);
function xo() {
  return yo(
    bo,
    () => !0,
    () => !1,
  );
}
go(xo, `useIsHydratedModern`);
var So = typeof yo == `function` ? xo : vo,
  Co = Object.defineProperty,
  wo = (e, t) => Co(e, `name`, { value: t, configurable: !0 }),
  To = `rovingFocusGroup.onEntryFocus`,
  Eo = { bubbles: !1, cancelable: !0 },
  Do = `RovingFocusGroup`,
  [Oo, ko, Ao] = Ta(Do),
  [jo, Mo] = na(Do, [Ao]),
  No = { Vertical: `vertical`, Horizontal: `horizontal` },
  Po = { LTR: `ltr`, RTL: `rtl` },
  [Fo, Io] = jo(Do),
  Lo = _.forwardRef(
    wo(function (e, t) {
      return (0, j.jsx)(Oo.Provider, {
        scope: e.__scopeRovingFocusGroup,
        children: (0, j.jsx)(Oo.Slot, {
          scope: e.__scopeRovingFocusGroup,
          children: (0, j.jsx)(Ro, { ...e, ref: t }),
        }),
      });
    }, `RovingFocusGroup`),
  ),
  Ro = _.forwardRef(
    wo(function (e, t) {
      let {
          __scopeRovingFocusGroup: n,
          orientation: r,
          loop: i = !1,
          dir: a,
          currentTabStopId: o,
          defaultCurrentTabStopId: s,
          onCurrentTabStopIdChange: c,
          onEntryFocus: l,
          preventScrollOnEntryFocus: u = !1,
          ...d
        } = e,
        f = _.useRef(null),
        p = ca(t, f),
        m = mo(a),
        [h, g] = io({ prop: o, defaultProp: s ?? null, onChange: c, caller: Do }),
        [v, y] = _.useState(!1),
        b = Ya(l),
        x = ko(n),
        ee = _.useRef(!1),
        [te, S] = _.useState(0);
      return (
        _.useEffect(() => {
          let e = f.current;
          if (e) return (e.addEventListener(To, b), () => e.removeEventListener(To, b));
        }, [b]),
        (0, j.jsx)(Fo, {
          scope: n,
          orientation: r,
          dir: m,
          loop: i,
          currentTabStopId: h,
          onItemFocus: _.useCallback((e) => g(e), [g]),
          onItemShiftTab: _.useCallback(() => y(!0), []),
          onFocusableItemAdd: _.useCallback(() => S((e) => e + 1), []),
          onFocusableItemRemove: _.useCallback(() => S((e) => e - 1), []),
          children: (0, j.jsx)(Wa.div, {
            tabIndex: v || te === 0 ? -1 : 0,
            "data-orientation": r,
            ...d,
            ref: p,
            style: { outline: `none`, ...e.style },
            onMouseDown: Yi(e.onMouseDown, () => {
              ee.current = !0;
            }),
            onFocus: Yi(e.onFocus, (e) => {
              let t = !ee.current;
              if (e.target === e.currentTarget && t && !v) {
                let t = new CustomEvent(To, Eo);
                if ((e.currentTarget.dispatchEvent(t), !t.defaultPrevented)) {
                  let e = x().filter((e) => e.focusable);
                  Wo(
                    [e.find((e) => e.active), e.find((e) => e.id === h), ...e]
                      .filter(Boolean)
                      .map((e) => e.ref.current),
                    u,
                  );
                }
              }
              ee.current = !1;
            }),
            onBlur: Yi(e.onBlur, () => y(!1)),
          }),
        })
      );
    }, `RovingFocusGroupImpl`),
  ),
  zo = `RovingFocusGroupItem`,
  Bo = _.forwardRef(
    wo(function (e, t) {
      let {
          __scopeRovingFocusGroup: n,
          focusable: r = !0,
          active: i = !1,
          tabStopId: a,
          children: o,
          ...s
        } = e,
        c = Ba(),
        l = a || c,
        u = Io(zo, n),
        d = u.currentTabStopId === l,
        f = ko(n),
        { onFocusableItemAdd: p, onFocusableItemRemove: m, currentTabStopId: h } = u,
        g = So();
      return (
        Ca(() => {
          if (g && r) return (p(), () => m());
        }, [g, r, p, m]),
        _.useEffect(() => {
          if (!g && r) return (p(), () => m());
        }, [g, r, p, m]),
        (0, j.jsx)(Oo.ItemSlot, {
          scope: n,
          id: l,
          focusable: r,
          active: i,
          children: (0, j.jsx)(Wa.span, {
            tabIndex: d ? 0 : -1,
            "data-orientation": u.orientation,
            ...s,
            ref: t,
            onMouseDown: Yi(e.onMouseDown, (e) => {
              r ? u.onItemFocus(l) : e.preventDefault();
            }),
            onFocus: Yi(e.onFocus, () => u.onItemFocus(l)),
            onKeyDown: Yi(e.onKeyDown, (e) => {
              if (e.key === `Tab` && e.shiftKey) {
                u.onItemShiftTab();
                return;
              }
              if (e.target !== e.currentTarget) return;
              let t = Uo(e, u.orientation, u.dir);
              if (t !== void 0) {
                if (e.metaKey || e.ctrlKey || e.altKey || e.shiftKey) return;
                e.preventDefault();
                let n = f()
                  .filter((e) => e.focusable)
                  .map((e) => e.ref.current);
                if (t === `last`) n.reverse();
                else if (t === `prev` || t === `next`) {
                  t === `prev` && n.reverse();
                  let r = n.indexOf(e.currentTarget);
                  n = u.loop ? Go(n, r + 1) : n.slice(r + 1);
                }
                setTimeout(() => Wo(n));
              }
            }),
            children:
              typeof o == `function` ? o({ isCurrentTabStop: d, hasTabStop: h != null }) : o,
          }),
        })
      );
    }, `RovingFocusGroupItem`),
  ),
  Vo = {
    ArrowLeft: `prev`,
    ArrowUp: `prev`,
    ArrowRight: `next`,
    ArrowDown: `next`,
    PageUp: `first`,
    Home: `first`,
    PageDown: `last`,
    End: `last`,
  };
function Ho(e, t) {
  return t === Po.RTL
    ? e === `ArrowLeft`
      ? `ArrowRight`
      : e === `ArrowRight`
        ? `ArrowLeft`
        : e
    : e;
}
wo(Ho, `getDirectionAwareKey`);
function Uo(e, t, n) {
  let r = Ho(e.key, n);
  if (
    !(t === No.Vertical && [`ArrowLeft`, `ArrowRight`].includes(r)) &&
    !(t === No.Horizontal && [`ArrowUp`, `ArrowDown`].includes(r))
  )
    return Vo[r];
}
wo(Uo, `getFocusIntent`);
function Wo(e, t = !1) {
  let n = document.activeElement;
  for (let r of e)
    if (r === n || (r.focus({ preventScroll: t }), document.activeElement !== n)) return;
}
wo(Wo, `focusFirst`);
function Go(e, t) {
  return e.map((n, r) => e[(t + r) % e.length]);
}
wo(Go, `wrapArray`);
var R = Object.defineProperty,
  z = (e, t) => R(e, `name`, { value: t, configurable: !0 });
function B(e, t) {
  return _.useReducer((e, n) => t[e][n] ?? e, e);
}
z(B, `useStateMachine`);
var Ko = z((e) => {
  let { present: t, children: n } = e,
    r = qo(t),
    i = typeof n == `function` ? n({ present: r.isPresent }) : _.Children.only(n),
    a = Yo(r.ref, Zo(i));
  return typeof n == `function` || r.isPresent ? _.cloneElement(i, { ref: a }) : null;
}, `Presence`);
function qo(e) {
  let [t, n] = _.useState(),
    r = _.useRef(null),
    i = _.useRef(e),
    a = _.useRef(`none`),
    o = _.useRef(void 0),
    [s, c] = B(e ? `mounted` : `unmounted`, {
      mounted: { UNMOUNT: `unmounted`, ANIMATION_OUT: `unmountSuspended` },
      unmountSuspended: { MOUNT: `mounted`, ANIMATION_END: `unmounted` },
      unmounted: { MOUNT: `mounted` },
    });
  return (
    _.useEffect(() => {
      s === `mounted`
        ? ((a.current = o.current ?? Xo(r.current)), (o.current = void 0))
        : (a.current = `none`);
    }, [s]),
    Ca(() => {
      let t = r.current,
        n = i.current;
      if (n !== e) {
        let r = a.current,
          s = Xo(t);
        (e
          ? ((o.current = s), c(`MOUNT`))
          : s === `none` || t?.display === `none`
            ? c(`UNMOUNT`)
            : c(n && r !== s ? `ANIMATION_OUT` : `UNMOUNT`),
          (i.current = e));
      }
    }, [e, c]),
    Ca(() => {
      if (t) {
        let e,
          n = t.ownerDocument.defaultView ?? window,
          o = z((a) => {
            let o = Xo(r.current).includes(CSS.escape(a.animationName));
            if (a.target === t && o && (c(`ANIMATION_END`), !i.current)) {
              let r = t.style.animationFillMode;
              ((t.style.animationFillMode = `forwards`),
                (e = n.setTimeout(() => {
                  t.style.animationFillMode === `forwards` && (t.style.animationFillMode = r);
                })));
            }
          }, `handleAnimationEnd`),
          s = z((e) => {
            e.target === t && (a.current = Xo(r.current));
          }, `handleAnimationStart`);
        return (
          t.addEventListener(`animationstart`, s),
          t.addEventListener(`animationcancel`, o),
          t.addEventListener(`animationend`, o),
          () => {
            (n.clearTimeout(e),
              t.removeEventListener(`animationstart`, s),
              t.removeEventListener(`animationcancel`, o),
              t.removeEventListener(`animationend`, o));
          }
        );
      }
      c(`ANIMATION_END`);
    }, [t, c]),
    {
      isPresent: [`mounted`, `unmountSuspended`].includes(s),
      ref: _.useCallback((e) => {
        if (e) {
          let t = getComputedStyle(e);
          ((r.current = t), (o.current = Xo(t)));
        } else r.current = null;
        n(e);
      }, []),
    }
  );
}
z(qo, `usePresence`);
function Jo(e, t) {
  if (typeof e == `function`) return e(t);
  e != null && (e.current = t);
}
z(Jo, `setRef`);
function Yo(...e) {
  let t = _.useRef(e);
  return (
    (t.current = e),
    _.useCallback((e) => {
      let n = t.current,
        r = !1,
        i = n.map((t) => {
          let n = Jo(t, e);
          return (!r && typeof n == `function` && (r = !0), n);
        });
      if (r)
        return () => {
          for (let e = 0; e < i.length; e++) {
            let t = i[e];
            typeof t == `function` ? t() : Jo(n[e], null);
          }
        };
    }, [])
  );
}
z(Yo, `useStableComposedRefs`);
function Xo(e) {
  return e?.animationName || `none`;
}
z(Xo, `getAnimationName`);
function Zo(e) {
  let t = Object.getOwnPropertyDescriptor(e.props, `ref`)?.get,
    n = t && `isReactWarning` in t && t.isReactWarning;
  return n
    ? e.ref
    : ((t = Object.getOwnPropertyDescriptor(e, `ref`)?.get),
      (n = t && `isReactWarning` in t && t.isReactWarning),
      n ? e.props.ref : e.props.ref || e.ref);
}
z(Zo, `getElementRef`);
var Qo = Object.defineProperty,
  V = (e, t) => Qo(e, `name`, { value: t, configurable: !0 }),
  $o = { Automatic: `automatic`, Manual: `manual` },
  es = `Tabs`,
  [ts, ns] = na(es, [Mo]),
  rs = Mo(),
  [is, as] = ts(es),
  os = _.forwardRef(
    V(function (e, t) {
      let {
          __scopeTabs: n,
          value: r,
          onValueChange: i,
          defaultValue: a,
          orientation: o = `horizontal`,
          dir: s,
          activationMode: c = $o.Automatic,
          ...l
        } = e,
        u = mo(s),
        [d, f] = io({ prop: r, onChange: i, defaultProp: a ?? ``, caller: es });
      return (0, j.jsx)(is, {
        scope: n,
        baseId: Ba(),
        value: d,
        onValueChange: f,
        orientation: o,
        dir: u,
        activationMode: c,
        children: (0, j.jsx)(Wa.div, { dir: u, "data-orientation": o, ...l, ref: t }),
      });
    }, `Tabs`),
  ),
  ss = `TabsList`,
  cs = _.forwardRef(
    V(function (e, t) {
      let { __scopeTabs: n, loop: r = !0, ...i } = e,
        a = as(ss, n),
        o = rs(n);
      return (0, j.jsx)(Lo, {
        asChild: !0,
        ...o,
        orientation: a.orientation,
        dir: a.dir,
        loop: r,
        children: (0, j.jsx)(Wa.div, {
          role: `tablist`,
          "aria-orientation": a.orientation,
          ...i,
          ref: t,
        }),
      });
    }, `TabsList`),
  ),
  ls = `TabsTrigger`,
  us = _.forwardRef(
    V(function (e, t) {
      let { __scopeTabs: n, value: r, disabled: i = !1, ...a } = e,
        o = as(ls, n),
        s = rs(n),
        c = ps(o.baseId, r),
        l = ms(o.baseId, r),
        u = r === o.value;
      return (0, j.jsx)(Bo, {
        asChild: !0,
        ...s,
        focusable: !i,
        active: u,
        children: (0, j.jsx)(Wa.button, {
          type: `button`,
          role: `tab`,
          "aria-selected": u,
          "aria-controls": l,
          "data-state": u ? `active` : `inactive`,
          "data-disabled": i ? `` : void 0,
          disabled: i,
          id: c,
          ...a,
          ref: t,
          onMouseDown: Yi(e.onMouseDown, (e) => {
            !i && e.button === 0 && e.ctrlKey === !1
              ? (e.currentTarget.focus(), o.onValueChange(r))
              : e.preventDefault();
          }),
          onKeyDown: Yi(e.onKeyDown, (e) => {
            i ||
              e.target !== e.currentTarget ||
              ([` `, `Enter`].includes(e.key) && o.onValueChange(r));
          }),
          onFocus: Yi(e.onFocus, () => {
            let e = o.activationMode !== $o.Manual;
            !u && !i && e && o.onValueChange(r);
          }),
        }),
      });
    }, `TabsTrigger`),
  ),
  ds = `TabsContent`,
  fs = _.forwardRef(
    V(function (e, t) {
      let { __scopeTabs: n, value: r, forceMount: i, children: a, ...o } = e,
        s = as(ds, n),
        c = ps(s.baseId, r),
        l = ms(s.baseId, r),
        u = r === s.value,
        d = _.useRef(u);
      return (
        _.useEffect(() => {
          let e = requestAnimationFrame(() => (d.current = !1));
          return () => cancelAnimationFrame(e);
        }, []),
        (0, j.jsx)(Ko, {
          present: i || u,
          children: ({ present: n }) =>
            (0, j.jsx)(Wa.div, {
              "data-state": u ? `active` : `inactive`,
              "data-orientation": s.orientation,
              role: `tabpanel`,
              "aria-labelledby": c,
              hidden: !n,
              id: l,
              tabIndex: 0,
              ...o,
              ref: t,
              style: { ...e.style, animationDuration: d.current ? `0s` : void 0 },
              children: n && a,
            }),
        })
      );
    }, `TabsContent`),
  );
function ps(e, t) {
  return `${e}-trigger-${t}`;
}
V(ps, `makeTriggerId`);
function ms(e, t) {
  return `${e}-content-${t}`;
}
V(ms, `makeContentId`);
var hs = os;
function gs({ className: e, ...t }) {
  return (0, j.jsx)(cs, {
    className: yi(`mx-auto grid w-full max-w-md grid-cols-2 gap-1 rounded-xl p-1`, e),
    ...t,
  });
}
function _s({ className: e, ...t }) {
  return (0, j.jsx)(us, {
    className: yi(
      `min-h-11 rounded-lg px-3 text-sm font-semibold text-muted transition-colors hover:text-ink data-[state=active]:bg-white data-[state=active]:text-brand-dark data-[state=active]:shadow motion-reduce:transition-none sm:text-base`,
      e,
    ),
    ...t,
  });
}
function vs({ className: e, ...t }) {
  return (0, j.jsx)(fs, { className: yi(`mt-8 rounded-xl`, e), ...t });
}
function ys({ label: e, listClassName: t, children: n }) {
  let { categories: r, defaultCategory: i } = ci;
  return (0, j.jsxs)(hs, {
    defaultValue: i,
    className: `mt-10`,
    children: [
      (0, j.jsx)(gs, {
        "aria-label": e,
        className: t,
        children: r.map((e) => (0, j.jsx)(_s, { value: e.id, children: e.label }, e.id)),
      }),
      r.map((e) => (0, j.jsx)(vs, { value: e.id, children: n(e.id) }, e.id)),
    ],
  });
}
function bs({ name: e, price: t, includes: n, cta: r }) {
  return (0, j.jsxs)(`div`, {
    className: `mx-auto max-w-md rounded-2xl border-2 border-brand bg-white p-6 shadow-md sm:p-8`,
    children: [
      (0, j.jsx)(`h3`, { className: `text-xl font-bold text-ink`, children: e }),
      (0, j.jsxs)(`p`, {
        className: `mt-4 text-muted`,
        children: [
          t.prefix &&
            (0, j.jsx)(`span`, { className: `block text-sm font-medium`, children: t.prefix }),
          (0, j.jsx)(`span`, {
            className: `text-5xl font-extrabold tracking-tight text-ink`,
            children: t.display,
          }),
          (0, j.jsx)(`span`, { className: `mt-1 block`, children: t.unit }),
        ],
      }),
      (0, j.jsx)(`ul`, {
        className: `mt-6 space-y-3`,
        children: n.map((e) =>
          (0, j.jsxs)(
            `li`,
            {
              className: `flex gap-3`,
              children: [
                (0, j.jsx)(ur, { "aria-hidden": `true`, className: `size-5 shrink-0 text-brand` }),
                e,
              ],
            },
            e,
          ),
        ),
      }),
      (0, j.jsxs)(xi, {
        href: r.href,
        size: `lg`,
        className: `mt-8 w-full`,
        children: [(0, j.jsx)(Ar, { "aria-hidden": `true` }), r.label],
      }),
    ],
  });
}
function xs() {
  let { pricing: e, customPricing: t } = ci;
  return (0, j.jsxs)(Vi, {
    id: `pricing`,
    title: `Simple, upfront pricing`,
    lead: `No hidden fees. Multi-year contracts are available at discounted rates.`,
    className: `bg-surface`,
    children: [
      (0, j.jsx)(ys, {
        label: `Pricing by service`,
        listClassName: `bg-white`,
        children: (t) => (0, j.jsx)(bs, { ...e[t] }),
      }),
      (0, j.jsx)(`div`, {
        className: `mt-8 text-center`,
        children: (0, j.jsx)(xi, { href: t.href, variant: `outline`, children: t.label }),
      }),
    ],
  });
}
function Ss({ title: e, description: t, icon: n }) {
  return (0, j.jsxs)(`li`, {
    className: `rounded-xl border border-line bg-white p-6 shadow-sm`,
    children: [
      (0, j.jsx)(n, { "aria-hidden": `true`, className: `size-8 text-brand` }),
      (0, j.jsx)(`h3`, { className: `mt-4 text-lg font-semibold text-ink`, children: e }),
      (0, j.jsx)(`p`, { className: `mt-2 text-muted`, children: t }),
    ],
  });
}
function Cs() {
  return (0, j.jsx)(Vi, {
    title: `Why property managers choose us`,
    children: (0, j.jsx)(`ul`, {
      className: `mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4`,
      children: ci.sellingPoints.map((e) => (0, j.jsx)(Ss, { ...e }, e.title)),
    }),
  });
}
function ws() {
  return (0, j.jsx)(Vi, {
    id: `services`,
    title: `Our services`,
    lead: `Garage cleanouts for homeowners, daily trash collection for apartments and homes.`,
    children: (0, j.jsx)(ys, {
      label: `Services`,
      listClassName: `bg-surface`,
      children: (e) =>
        (0, j.jsx)(`ul`, {
          className: `grid gap-6 sm:grid-cols-2 lg:grid-cols-4`,
          children: ci.services[e].map((e) => (0, j.jsx)(Ss, { ...e }, e.title)),
        }),
    }),
  });
}
function Ts() {
  return (0, j.jsx)(Vi, {
    title: `Follow our work`,
    lead: `Before-and-after cleanouts and crew updates, posted on Instagram.`,
    children: (0, j.jsx)(`div`, {
      className: `mt-8 text-center`,
      children: (0, j.jsxs)(xi, {
        href: ci.links.instagram,
        target: `_blank`,
        rel: `noopener noreferrer`,
        size: `lg`,
        children: [
          (0, j.jsx)(cr, { "aria-hidden": `true` }),
          `Follow us on Instagram`,
          (0, j.jsx)(Si, {}),
        ],
      }),
    }),
  });
}
function Es() {
  return (0, j.jsxs)(j.Fragment, {
    children: [
      (0, j.jsx)(Wi, {}),
      (0, j.jsx)(Cs, {}),
      (0, j.jsx)(xs, {}),
      (0, j.jsx)(ws, {}),
      (0, j.jsx)(Gi, {}),
      (0, j.jsx)(Ts, {}),
      (0, j.jsx)(Ui, {}),
    ],
  });
}
function Ds() {
  let { pathname: e } = ht();
  return (
    (0, _.useEffect)(() => {
      console.error(`404 Error: user attempted to access non-existent route: ${e}`);
    }, [e]),
    (0, j.jsxs)(`section`, {
      "aria-labelledby": `not-found-title`,
      className: `mx-auto max-w-xl px-4 py-24 text-center`,
      children: [
        (0, j.jsx)(`p`, { className: `text-6xl font-extrabold text-brand`, children: `404` }),
        (0, j.jsx)(`h1`, {
          id: `not-found-title`,
          className: `mt-4 text-3xl font-bold text-ink`,
          children: `Oops! Page not found`,
        }),
        (0, j.jsx)(xi, { href: `/`, size: `lg`, className: `mt-8`, children: `Return to Home` }),
      ],
    })
  );
}
function Os() {
  return (0, j.jsx)(di, {
    children: (0, j.jsx)(Un, {
      children: (0, j.jsx)(Kt, {
        children: (0, j.jsxs)(Wt, {
          element: (0, j.jsx)(Bi, {}),
          children: [
            (0, j.jsx)(Wt, { index: !0, element: (0, j.jsx)(Es, {}) }),
            (0, j.jsx)(Wt, { path: `*`, element: (0, j.jsx)(Ds, {}) }),
          ],
        }),
      }),
    }),
  });
}
function ks(e) {
  return e === `/` ? `landing` : `not-found`;
}
var As = document.getElementById(`root`);
if (!As) throw Error(`Cannot start: the root element <div id="root"> is missing from the page.`);
var js = (0, j.jsx)(_.StrictMode, { children: (0, j.jsx)(An, { children: (0, j.jsx)(Os, {}) }) });
As.dataset.page === ks(window.location.pathname)
  ? (0, _.startTransition)(() => {
      (0, Hn.hydrateRoot)(As, js);
    })
  : (As.replaceChildren(), (0, Hn.createRoot)(As).render(js));
export {
  fr as C,
  c as E,
  Or as S,
  u as T,
  Ci as _,
  mo as a,
  ui as b,
  Wa as c,
  Ta as d,
  Ca as f,
  Yi as g,
  na as h,
  Mo as i,
  Ga as l,
  ca as m,
  Lo as n,
  io as o,
  P as p,
  Bo as r,
  Ya as s,
  Ko as t,
  Ba as u,
  wi as v,
  m as w,
  ci as x,
  yi as y,
};
