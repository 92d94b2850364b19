export interface DockerInstruction {
  op: string;
  args: string;
}
export interface DockerStage {
  name: string;
  from: string;
  instructions: DockerInstruction[];
}
export function commandOf(text: string): string[];
export function envOf(text: string): Record<string, string>;
export function copyOf(text: string): { from: string | undefined; sources: string[]; dest: string };
export function healthcheckOf(text: string): { options: Record<string, number>; command: string[] };
export function parseDockerfile(text: string): { args: Record<string, string>; stages: DockerStage[] };
export function workdirOf(stages: DockerStage[], stage: DockerStage): string;
