/** What one projects screen tells the next through the router's location state (a notice to show once). */
export interface WelcomeState {
  /** The name of the project just deleted, announced on the welcome page. */
  readonly deletedProject?: string;
}

export interface ProjectDashboardState {
  /** The name of the project just created, announced on its dashboard. */
  readonly createdProject?: string;
}
