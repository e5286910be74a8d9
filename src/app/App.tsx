import { Route, Routes } from "react-router-dom";
import { AuthProvider } from "@/auth/AuthProvider";
import { ErrorBoundary } from "./ErrorBoundary";
import { Layout } from "./Layout";
import { Landing } from "./routes/Landing";
import { NotFound } from "./routes/NotFound";

/** The app without its router, so the browser and the prerenderer can each supply theirs. */
export function App() {
  return (
    <ErrorBoundary>
      <AuthProvider>
        <Routes>
          <Route element={<Layout />}>
            <Route index element={<Landing />} />
            <Route path="*" element={<NotFound />} />
          </Route>
        </Routes>
      </AuthProvider>
    </ErrorBoundary>
  );
}
