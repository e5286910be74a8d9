import { useAuth } from "@/auth/auth-context";
import { authCopy } from "@/auth/content";
import { buttonVariants } from "@/components/ui/Button";

/** Who is signed in, and Sign out: the session goes, and with it everything the page holds. */
export function SignOut() {
  const { user, signOut } = useAuth();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      {user?.email && (
        <p className="break-all text-sm text-muted">{authCopy.signedInAs(user.email)}</p>
      )}
      <button
        type="button"
        onClick={() => void signOut().catch((error: unknown) => console.error(error))}
        className={buttonVariants({ variant: "outline", size: "sm" })}
      >
        {authCopy.signOut}
      </button>
    </div>
  );
}
