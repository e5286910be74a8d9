import { afterEach, describe, expect, it } from "vitest";
import { leadSource, sourceHost, sourcePage } from "@/features/request/lib/source";
import { referrerKey } from "@/lib/referrer";

const ownHost = "pgtrash.example";

describe("sourcePage", () => {
  it("takes where the link stood from ?from=, beside a preselected service", () => {
    expect(sourcePage("?from=landing")).toBe("landing");
    expect(sourcePage("?from=area")).toBe("area");
    expect(sourcePage("?service=trash-collection&from=pricing")).toBe("pricing");
    expect(sourcePage("?from=how_to_start")).toBe("how_to_start");
  });

  it("counts the form as opened directly without a known ?from=", () => {
    expect(sourcePage("")).toBe("direct");
    expect(sourcePage("?service=garage-cleanouts")).toBe("direct");
    expect(sourcePage("?from=")).toBe("direct");
    expect(sourcePage("?from=newsletter")).toBe("direct");
    expect(sourcePage("?from=Pricing")).toBe("direct");
  });
});

describe("sourceHost", () => {
  it("keeps only the host of another site, without a leading www.", () => {
    expect(sourceHost("https://www.google.com/", ownHost)).toBe("google.com");
    expect(sourceHost("https://duckduckgo.com", ownHost)).toBe("duckduckgo.com");
    expect(sourceHost("https://m.facebook.com/", ownHost)).toBe("m.facebook.com");
  });

  it("drops the port, the path, the query and the fragment", () => {
    expect(sourceHost("https://www.bing.com:8443/search?q=pat+doe+provo#top", ownHost)).toBe(
      "bing.com",
    );
    expect(sourceHost("http://nextdoor.com/p/abc?name=Pat", ownHost)).toBe("nextdoor.com");
  });

  it("lower-cases the host and takes an international name in its xn-- form", () => {
    expect(sourceHost("https://WWW.Google.COM/Search", ownHost)).toBe("google.com");
    expect(sourceHost("https://bücher.example/", ownHost)).toBe("xn--bcher-kva.example");
    expect(sourceHost("https://google.com./", ownHost)).toBe("google.com");
  });

  it("gives none for this site itself, with or without www. or another port", () => {
    expect(sourceHost(`https://${ownHost}/`, ownHost)).toBeNull();
    expect(sourceHost(`https://www.${ownHost}/areas/provo`, ownHost)).toBeNull();
    expect(sourceHost(`http://${ownHost}:8080/`, ownHost)).toBeNull();
  });

  it("gives none when there is no referrer or it is no http(s) URL", () => {
    expect(sourceHost("", ownHost)).toBeNull();
    expect(sourceHost("null", ownHost)).toBeNull(); // an opaque origin, as noted
    expect(sourceHost("not a url", ownHost)).toBeNull();
    expect(sourceHost("google.com", ownHost)).toBeNull();
    expect(sourceHost("android-app://com.google.android.gm/", ownHost)).toBeNull();
    expect(sourceHost("file:///home/pat/page.html", ownHost)).toBeNull();
  });

  it("gives none for an IP address", () => {
    expect(sourceHost("http://192.168.1.1/", ownHost)).toBeNull();
    expect(sourceHost("http://203.0.113.7:3000/x", ownHost)).toBeNull();
    expect(sourceHost("http://[2001:db8::1]/", ownHost)).toBeNull();
  });

  it("gives none for a host the database would refuse, rather than lose the request", () => {
    expect(sourceHost("https://my_site.example/", ownHost)).toBeNull();
    expect(sourceHost("https://-bad.example/", ownHost)).toBeNull();
    const label = "a".repeat(63);
    const long = [label, label, label, label].join("."); // 255 characters
    expect(sourceHost(`https://${long}/`, ownHost)).toBeNull();
    const longest = [label, label, label, "a".repeat(61)].join("."); // 253
    expect(sourceHost(`https://${longest}/`, ownHost)).toBe(longest);
  });
});

describe("leadSource", () => {
  afterEach(() => {
    sessionStorage.clear();
    window.history.replaceState(null, "", "/");
  });

  it("joins the link's ?from= and the referrer noted on the visit's first page", () => {
    window.history.replaceState(null, "", "/get-started?service=garage-cleanouts&from=pricing");
    sessionStorage.setItem(referrerKey, "https://www.google.com");
    expect(leadSource()).toEqual({ source_page: "pricing", source_host: "google.com" });
  });

  it("is direct with no host when the visit began on the form without a referrer", () => {
    window.history.replaceState(null, "", "/get-started");
    sessionStorage.setItem(referrerKey, "");
    expect(leadSource()).toEqual({ source_page: "direct", source_host: null });
  });
});
