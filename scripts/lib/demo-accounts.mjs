// The two local accounts (docs/product.md, Running without keys), seeded by `npm start` in
// development.
export const demoAccounts = [
  {
    id: "00000000-0000-4000-8000-00000000de01",
    email: "demo@miniatura.local",
    password: "miniatura-demo",
    fullName: "Demo Creator",
    plan: "free",
  },
  {
    id: "00000000-0000-4000-8000-00000000de02",
    email: "pro@miniatura.local",
    password: "miniatura-demo",
    fullName: "Pro Creator",
    plan: "pro",
  },
];
