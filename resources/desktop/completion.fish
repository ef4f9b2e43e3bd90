# fish completion for {program}, written from its parser
{lines}
