/** The signed-in shopper as the auth provider knows them: user id and the first e-mail. */
export interface AuthUser {
  userId: string;
  email: string;
}
