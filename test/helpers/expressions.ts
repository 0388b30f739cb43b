/** The parts of a DynamoDB request that carry expressions and their placeholders. */
export interface ExpressionInput {
  readonly ConditionExpression?: string;
  readonly UpdateExpression?: string;
  readonly ExpressionAttributeNames?: Record<string, string>;
  readonly ExpressionAttributeValues?: Record<string, unknown>;
}

/**
 * An expression as it reads once its placeholders are resolved (dynamodb-toolbox numbers them: `#c_1 = :c_1` reads
 * `version = 2`), so that a test states what a request means rather than how the toolbox spells it.
 */
export function resolved(expression: string | undefined, input: ExpressionInput): string | undefined {
  return expression
    ?.replace(/#\w+/g, (name) => input.ExpressionAttributeNames?.[name] ?? name)
    .replace(/:\w+/g, (value) => JSON.stringify(input.ExpressionAttributeValues?.[value]));
}

/** A write's condition, resolved. */
export const conditionOf = (input: ExpressionInput | undefined): string | undefined => resolved(input?.ConditionExpression, input ?? {});

/** An update's expression, resolved. */
export const updateOf = (input: ExpressionInput | undefined): string | undefined => resolved(input?.UpdateExpression, input ?? {});
