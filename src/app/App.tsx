import { useRoutes } from "react-router-dom";
import { AuthProvider } from "@/auth/AuthProvider";
import { ErrorBoundary } from "./ErrorBoundary";
import { routes } from "./pages";

function Pages() {
  return useRoutes(routes);
}

/** The app without its router, so the browser and the prerenderer can each supply theirs. */
export function App() {
  return (
    <ErrorBoundary>
      <AuthProvider>
        <Pages />
      </AuthProvider>
    </ErrorBoundary>
  );
}
