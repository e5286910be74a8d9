import { lazy, Suspense } from "react";
import { Route, Routes } from "react-router-dom";
import { AuthProvider } from "@/auth/AuthProvider";
import { ErrorBoundary } from "./ErrorBoundary";
import { Layout } from "./Layout";
import { Landing } from "./routes/Landing";
import { NotFound } from "./routes/NotFound";

// Pages other than "/" are chunks of their own, so the landing page's JavaScript stays as is.
// Each lazy page has its own Suspense boundary, so that its prerendered HTML hydrates once its
// chunk has loaded. Not one around every page: React's prerender outlines a large boundary
// (the landing page) and reveals it with an inline <script>, which the CSP refuses.
const GetStarted = lazy(() => import("./routes/GetStarted"));
const Area = lazy(() => import("./routes/Area"));

/** The app without its router, so the browser and the prerenderer can each supply theirs. */
export function App() {
  return (
    <ErrorBoundary>
      <AuthProvider>
        <Routes>
          <Route element={<Layout />}>
            <Route index element={<Landing />} />
            <Route
              path="get-started"
              element={
                <Suspense>
                  <GetStarted />
                </Suspense>
              }
            />
            <Route
              path="areas/:slug"
              element={
                <Suspense>
                  <Area />
                </Suspense>
              }
            />
            <Route path="*" element={<NotFound />} />
          </Route>
        </Routes>
      </AuthProvider>
    </ErrorBoundary>
  );
}
