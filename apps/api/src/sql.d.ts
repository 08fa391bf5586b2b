/** Migrations are SQL files embedded as text by the build and the test runner. */
declare module '*.sql' {
  const sql: string;
  export default sql;
}
