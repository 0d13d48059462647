/** Logs in through the /login form and answers the Cookie header a browser would send back. */
export async function logIn(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/login`, {
    method: "POST",
    body: new URLSearchParams({ email, password }),
    redirect: "manual",
  });
  const cookie = response.headers
    .getSetCookie()
    .map((entry) => entry.split(";", 1)[0])
    .join("; ");
  if (!cookie.includes("=")) throw new Error(`could not log in ${email} (${response.status})`);
  return cookie;
}
