import { lazy, Suspense, type ComponentType } from "react";
import { Route, Routes } from "react-router-dom";
import { AuthProvider } from "@/auth/AuthProvider";
import { ErrorBoundary } from "./ErrorBoundary";
import { Layout } from "./Layout";
import { Landing } from "./routes/Landing";

/**
 * A page other than "/" in a chunk of its own, so the landing page's JavaScript stays as is
 * (docs/decisions/0001). Each has its own Suspense boundary, so that its prerendered HTML
 * hydrates once its chunk has loaded. Not one around every page: React's prerender outlines a
 * large boundary (the landing page) and reveals it with an inline <script>, which the CSP refuses.
 */
function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return (
    <Suspense>
      <Page />
    </Suspense>
  );
}

const getStarted = lazyPage(() => import("./routes/GetStarted"));
const owner = lazyPage(() => import("./routes/Owner"));
const area = lazyPage(() => import("./routes/Area"));
const notFound = lazyPage(() =>
  import("./routes/NotFound").then(({ NotFound }) => ({ default: NotFound })),
);

/** The app without its router, so the browser and the prerenderer can each supply theirs. */
export function App() {
  return (
    <ErrorBoundary>
      <AuthProvider>
        <Routes>
          {/* The owner's inbox has no public header, footer or call bar. */}
          <Route path="owner" element={owner} />
          <Route element={<Layout />}>
            <Route index element={<Landing />} />
            <Route path="get-started" element={getStarted} />
            <Route path="areas/:slug?" element={area} />
            <Route path="*" element={notFound} />
          </Route>
        </Routes>
      </AuthProvider>
    </ErrorBoundary>
  );
}
