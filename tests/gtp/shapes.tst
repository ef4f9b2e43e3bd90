# Boards that are not 19x19: a rectangle, and columns past Z on the largest board.

loadsgf ../../sample_sgf/rectangular-13x7-constructed.sgf
1 final_status_list dead
#? []
2 unconditional_status L3
#? [black_territory]
8 unconditional_status L7
#? [white_territory]
3 go_safe benson
#? [32 .*]

boardsize 52
4 set_position b AA1 b AB2 b AC1 b AB1
#? []
5 unconditional_status AB1
#? [undecided]
6 play w BB52
#? []
7 unconditional_status BB52
#? [undecided]
