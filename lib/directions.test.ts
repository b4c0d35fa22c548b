import { directionsUrls } from "./directions";

describe("directionsUrls", () => {
  it("points at the coordinates when the place has them", () => {
    const urls = directionsUrls({ query: "Centro de Convenções", latitude: -8.05, longitude: -34.9 });
    expect(urls.google).toBe("https://www.google.com/maps/dir/?api=1&destination=-8.05,-34.9");
    expect(urls.waze).toBe("https://waze.com/ul?ll=-8.05,-34.9&navigate=yes");
    expect(urls.apple).toContain("daddr=-8.05,-34.9");
  });

  it("searches for the address, encoded, when there are no coordinates", () => {
    const urls = directionsUrls({ query: " Praça da Sé, 1 & 2 ", latitude: null });
    expect(urls.google).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=Pra%C3%A7a%20da%20S%C3%A9%2C%201%20%26%202",
    );
    expect(urls.waze).toContain("q=Pra%C3%A7a%20da%20S%C3%A9");
    expect(urls.apple).toContain("daddr=Pra%C3%A7a");
  });
});
