import { describe, expect, it } from "vitest";
import { parseSearchPageQuery, tidySearchAddress } from "./search-page.loading.ts";
import { activeFilters, hrefWithout } from "./search-results.logic.ts";

const tidy = (address: string) => tidySearchAddress(new URL(address, "http://marquee.test"));

describe("a results page's address, written one way", () => {
  it("drops a GET form's empty fields and joins its repeated attributes in place", () => {
    expect(tidy("/search/dj?eventDate=&minPrice=&attributes=a&sort=2&attributes=b")).toBe(
      "/search/dj?attributes=a%2Cb&sort=2",
    );
    expect(tidy("/search/dj?eventDate=%20")).toBe("/search/dj");
  });
  it("leaves a tidy address alone, with or without the router's data request parts", () => {
    expect(tidy("/search/dj")).toBeUndefined();
    expect(tidy("/search/dj?attributes=a,b&sort=2")).toBeUndefined();
    expect(tidy("/search/dj.data?sort=2&_routes=routes%2Fsearch")).toBeUndefined();
  });
  it("sends a data request on to the page's own address", () => {
    expect(tidy("/search/dj.data?minRating=4&maxPrice=&_routes=routes%2Fsearch")).toBe("/search/dj?minRating=4");
  });
});

describe("the filters a page's query sets", () => {
  it("reads repeated and listed attributes as one setting, and drops a bad one alone", () => {
    const query = parseSearchPageQuery(new URLSearchParams("attributes=b&attributes=a,b&minRating=9&sort=2"));
    expect(query.query).toEqual({ attributes: "b,a,b", sort: "2" });
    expect(query.settings.attributes).toEqual(["a", "b"]);
    expect(query.settings.minRating).toBeUndefined();
  });
  it("names each filter with the address that drops it, keeping the rest", () => {
    const query = { sort: "2", minPrice: "100", maxPrice: "500", attributes: "a,b", acceptsOnlineDeposits: "true" };
    const attributes = [{ slug: "a", name: "Takes requests", groupName: "Performance" }];
    expect(activeFilters("/search/dj", query, attributes)).toEqual([
      { label: "$100 to $500", href: "/search/dj?sort=2&attributes=a%2Cb&acceptsOnlineDeposits=true" },
      { label: "Online deposits", href: "/search/dj?sort=2&minPrice=100&maxPrice=500&attributes=a%2Cb" },
      {
        label: "Takes requests",
        href: "/search/dj?sort=2&minPrice=100&maxPrice=500&attributes=b&acceptsOnlineDeposits=true",
      },
      { label: "b", href: "/search/dj?sort=2&minPrice=100&maxPrice=500&attributes=a&acceptsOnlineDeposits=true" },
    ]);
    expect(hrefWithout("/search/dj", { sort: "2" }, ["sort"])).toBe("/search/dj");
    expect(activeFilters("/search/dj", { eventDate: "2027-06-12" }, [])).toEqual([
      { label: "Free on 06/12/2027", href: "/search/dj" },
    ]);
  });
});
