// One page of about a sign-in page's text, a loader and a form with an action: what a bare Remix
// app ships and runs for a page like the app's /login.
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";

export const meta: MetaFunction = () => [
  { title: "Sign in — bare Remix" },
  { name: "description", content: "A bare Remix page: the reference the app's bench compares with." },
];

export async function loader() {
  return {
    heading: "Sign in to your account",
    intro:
      "Welcome back. Sign in with the e-mail address and the password you chose when you created " +
      "your account. Your thumbnails, your saved briefs and your plan are waiting where you left " +
      "them, on any device.",
    points: [
      "Create thumbnails for your videos in a few seconds, in Portuguese or in English.",
      "Edit the text, the colours and the photo, and download the result in full size.",
      "Keep every thumbnail you made in one place, ready to use again.",
    ],
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const email = String(form.get("email") ?? "");
  return { message: email.includes("@") ? "Check your password and try again." : "Enter your e-mail." };
}

export default function Index() {
  const { heading, intro, points } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <main>
      <h1>{heading}</h1>
      <p>{intro}</p>
      <ul>
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <Form method="post">
        <label htmlFor="email">E-mail</label>
        <input id="email" name="email" type="email" autoComplete="email" required />
        <label htmlFor="password">Password</label>
        <input id="password" name="password" type="password" autoComplete="current-password" required />
        {result ? <p role="alert">{result.message}</p> : null}
        <button type="submit">Sign in</button>
      </Form>
      <p>
        New here? <a href="/">Create an account</a>. Forgot your password? <a href="/">Reset it</a>.
      </p>
    </main>
  );
}
