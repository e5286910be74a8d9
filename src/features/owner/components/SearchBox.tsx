import { useState } from "react";
import { Search } from "lucide-react";
import { ownerConfig } from "@/features/owner/content";
import { buttonVariants } from "@/components/ui/Button";
import { inputClass, labelClass } from "@/components/ui/form-classes";

export const searchBoxId = "inbox-search";

/** A search by name, phone or city, run on Enter or the button. */
export function SearchBox({ onSearch }: { onSearch: (term: string) => void }) {
  const [term, setTerm] = useState("");
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(term.trim());
      }}
      className="grid gap-1.5"
    >
      <label htmlFor={searchBoxId} className={labelClass}>
        {ownerConfig.list.searchLabel}
      </label>
      <div className="flex gap-2">
        <input
          id={searchBoxId}
          type="search"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          className={inputClass}
        />
        <button type="submit" className={buttonVariants({ variant: "outline", size: "icon" })}>
          <Search aria-hidden="true" />
          <span className="sr-only">{ownerConfig.list.search}</span>
        </button>
      </div>
    </form>
  );
}
