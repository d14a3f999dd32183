// The tables of the projects' screens (screens/projects.yaml, screens/project-applications.yaml).
export const PROJECTS = 'projects';
/** a student's application to a project; an accepted one (state accepted) is their participation */
export const APPLICATIONS = 'project_applications';
/** the state of an application whose student takes part in the project */
export const PARTICIPATING = 'accepted';
