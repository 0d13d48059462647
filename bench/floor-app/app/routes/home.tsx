/** The smallest server-rendered page with data: a loader, a title and a short list. */
export function loader() {
  return { services: ["DJs", "Bands", "Magicians", "Photographers", "Venues"] };
}

export function meta() {
  return [{ title: "Floor" }];
}

export default function Home({ loaderData }: { loaderData: { services: string[] } }) {
  return (
    <main>
      <h1>Find entertainers for your event</h1>
      <ul>
        {loaderData.services.map((service) => (
          <li key={service}>{service}</li>
        ))}
      </ul>
    </main>
  );
}
