// The roles of the specification, shared by the identity provider, the API and the seed.
export const ROLES = ['ADMIN', 'EDUCATION_MANAGER', 'LEARNER'] as const;
export type Role = (typeof ROLES)[number];
export const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);
