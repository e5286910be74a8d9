import { lazy } from "react";
import { Route, Routes } from "react-router-dom";
import { AuthProvider } from "@/auth/AuthProvider";
import { ErrorBoundary } from "./ErrorBoundary";
import { Layout } from "./Layout";
import { Landing } from "./routes/Landing";
import { NotFound } from "./routes/NotFound";

// Pages other than "/" are chunks of their own, so the landing page's JavaScript stays as is.
const GetStarted = lazy(() => import("./routes/GetStarted"));

/** The app without its router, so the browser and the prerenderer can each supply theirs. */
export function App() {
  return (
    <ErrorBoundary>
      <AuthProvider>
        <Routes>
          <Route element={<Layout />}>
            <Route index element={<Landing />} />
            <Route path="get-started" element={<GetStarted />} />
            <Route path="*" element={<NotFound />} />
          </Route>
        </Routes>
      </AuthProvider>
    </ErrorBoundary>
  );
}
