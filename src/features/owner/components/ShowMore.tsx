import { buttonVariants } from "@/components/ui/Button";
import { ownerConfig, type InboxFailure } from "@/features/owner/content";
import { LoadFailure } from "./LoadFailure";

type Props = {
  hasMore: boolean;
  loading: boolean;
  failure: InboxFailure | null;
  onMore: () => void;
};

/** The next page of a list read by key, or why it could not load and a way to try again. */
export function ShowMore({ hasMore, loading, failure, onMore }: Props) {
  if (failure) return <LoadFailure failure={failure} onRetry={onMore} />;
  if (!hasMore) return null;
  return (
    <button
      type="button"
      onClick={onMore}
      disabled={loading}
      className={buttonVariants({ variant: "outline" })}
    >
      {ownerConfig.list.showMore}
    </button>
  );
}
